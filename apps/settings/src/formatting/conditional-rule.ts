import type { ConditionalRule, FieldError } from '@app/contracts';
import { givenValues } from '../given-values.js';

export type RuleFields = Omit<ConditionalRule, 'id'>;

/** Most rules one user may keep: enough for any table, small enough for the bundle to stay light. */
export const MAX_RULES_PER_USER = 200;

/** A new rule: the values given, over the defaults (active, priority 0, no upper value, no colour, no name). */
export function newRule(input: Partial<RuleFields>): RuleFields {
  return {
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
}

/** A stored rule after a partial update: the values given replace the stored ones, the rest stay. */
export function updatedRule(current: ConditionalRule, changes: Partial<RuleFields>): RuleFields {
  const { id: _id, ...fields } = { ...current, ...givenValues(changes) };
  return fields;
}

/** Checks a whole rule (after a partial update is merged), so no half-valid rule is ever stored. */
export function ruleProblems(r: RuleFields): FieldError[] {
  const problems: FieldError[] = [];
  if (r.condition_type === 'between' && (r.condition_value_max === null || r.condition_value_max === undefined)) {
    problems.push({ field: 'condition_value_max', errors: ['condition_value_max is required for between'] });
  }
  if (!r.text_color && !r.background_color) {
    problems.push({ field: 'background_color', errors: ['a rule needs a text_color or a background_color'] });
  }
  return problems;
}
