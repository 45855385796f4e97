import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type ConditionalRule,
  type RowColorKind,
  type RowColorSetReply,
  type RowColorsListReply,
  type TableName,
} from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { MAX_RULES_PER_USER, newRule, ruleProblems, updatedRule, type RuleFields } from './conditional-rule.js';
import { FormattingRepository } from './formatting.repository.js';
import { rowColorSetReply, rowColorsReply } from './row-color-kinds.js';

const ruleNotFound = () => new DomainError(ErrorCode.NotFound, 'Formatting rule not found');

/** Conditional-formatting rules and per-row colours. */
@Injectable()
export class FormattingService {
  constructor(private readonly repo: FormattingRepository) {}

  rules(userId: string, table?: TableName): Promise<ConditionalRule[]> {
    return this.repo.rules(userId, table);
  }

  async createRule(userId: string, input: Partial<RuleFields>): Promise<ConditionalRule> {
    const rule = newRule(input);
    const problems = ruleProblems(rule);
    if (problems.length > 0) throw validationError(problems);
    if ((await this.repo.rules(userId)).length >= MAX_RULES_PER_USER) {
      throw new DomainError(ErrorCode.Conflict, `At most ${MAX_RULES_PER_USER} formatting rules per user`);
    }
    return this.repo.createRule(userId, rule);
  }

  async updateRule(userId: string, id: string, changes: Partial<RuleFields>): Promise<ConditionalRule> {
    const current = await this.repo.rule(userId, id);
    if (!current) throw ruleNotFound();
    const fields = updatedRule(current, changes);
    const problems = ruleProblems(fields);
    if (problems.length > 0) throw validationError(problems);
    const updated = await this.repo.updateRule(userId, id, fields);
    if (!updated) throw ruleNotFound();
    return updated;
  }

  async deleteRule(userId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteRule(userId, id))) throw ruleNotFound();
  }

  async rowColors(kind: RowColorKind, userId: string, table?: TableName): Promise<RowColorsListReply> {
    return rowColorsReply(kind, await this.repo.rowColors(kind, userId, table));
  }

  async setRowColor(
    kind: RowColorKind,
    userId: string,
    table: TableName,
    row: string,
    color: string,
  ): Promise<RowColorSetReply> {
    await this.repo.setRowColor(kind, userId, table, row, color);
    return rowColorSetReply(kind, table, row, color);
  }

  async deleteRowColor(kind: RowColorKind, userId: string, table: TableName, row: string): Promise<void> {
    if (!(await this.repo.deleteRowColor(kind, userId, table, row)))
      throw new DomainError(ErrorCode.NotFound, 'Row colour not found');
  }
}
