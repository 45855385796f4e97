import { Injectable } from '@nestjs/common';
import { ErrorCode, type ConditionalRule, type FieldError, type TableName } from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { FormattingRepository, type RowColorKind, type RuleFields } from './formatting.repository.js';

/** Most rules one user may keep: enough for any table, small enough for the bundle to stay light. */
export const MAX_RULES_PER_USER = 200;

/** Checks a whole rule (after a partial update is merged), so no half-valid rule is ever stored. */
function ruleProblems(r: RuleFields): FieldError[] {
  const problems: FieldError[] = [];
  if (r.condition_type === 'between' && (r.condition_value_max === null || r.condition_value_max === undefined)) {
    problems.push({ field: 'condition_value_max', errors: ['condition_value_max is required for between'] });
  }
  if (!r.text_color && !r.background_color) {
    problems.push({ field: 'background_color', errors: ['a rule needs a text_color or a background_color'] });
  }
  return problems;
}

/** Conditional-formatting rules and per-row colours. */
@Injectable()
export class FormattingService {
  constructor(private readonly repo: FormattingRepository) {}

  rules(userId: string, table?: TableName): Promise<ConditionalRule[]> {
    return this.repo.rules(userId, table);
  }

  async createRule(userId: string, input: Partial<RuleFields>): Promise<ConditionalRule> {
    const rule: RuleFields = {
      table_name: input.table_name!,
      is_active: input.is_active ?? true,
      priority: input.priority ?? 0,
      condition_type: input.condition_type!,
      condition_value: input.condition_value!,
      condition_value_max: input.condition_value_max ?? null,
      condition_column: input.condition_column!,
      text_color: input.text_color ?? null,
      background_color: input.background_color ?? null,
      rule_name: input.rule_name ?? '',
    };
    const problems = ruleProblems(rule);
    if (problems.length > 0) throw validationError(problems);
    if ((await this.repo.rules(userId)).length >= MAX_RULES_PER_USER) {
      throw new DomainError(ErrorCode.Conflict, `At most ${MAX_RULES_PER_USER} formatting rules per user`);
    }
    return this.repo.createRule(userId, rule);
  }

  async updateRule(userId: string, id: string, changes: Partial<RuleFields>): Promise<ConditionalRule> {
    const current = await this.repo.rule(userId, id);
    if (!current) throw new DomainError(ErrorCode.NotFound, 'Formatting rule not found');
    const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const { id: _id, ...fields } = { ...current, ...given } as ConditionalRule;
    const problems = ruleProblems(fields);
    if (problems.length > 0) throw validationError(problems);
    const updated = await this.repo.updateRule(userId, id, fields);
    if (!updated) throw new DomainError(ErrorCode.NotFound, 'Formatting rule not found');
    return updated;
  }

  async deleteRule(userId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteRule(userId, id))) throw new DomainError(ErrorCode.NotFound, 'Formatting rule not found');
  }

  rowColors(kind: RowColorKind, userId: string, table?: TableName) {
    return this.repo.rowColors(kind, userId, table);
  }

  async setRowColor(kind: RowColorKind, userId: string, table: TableName, row: string, color: string) {
    await this.repo.setRowColor(kind, userId, table, row, color);
    return { table_name: table, row_identifier: row, [kind === 'row_colors' ? 'background_color' : 'text_color']: color };
  }

  async deleteRowColor(kind: RowColorKind, userId: string, table: TableName, row: string): Promise<void> {
    if (!(await this.repo.deleteRowColor(kind, userId, table, row))) throw new DomainError(ErrorCode.NotFound, 'Row colour not found');
  }
}
