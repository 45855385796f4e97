import { COLUMN_SETS, type TableName } from '@app/contracts/settings/constants';
import type { ConditionalRule } from '@app/contracts/settings/types';
import type { ConditionType } from '@app/formatting';
import { isHexColor, normaliseHex, parseSignedNumber } from './inputRules';
import { TABLE_CONTAINER } from './labels';

/** The rule form's fields as typed; keys match the server's field names so 400 details land on them. */
export interface RuleDraft {
  table_name: TableName;
  rule_name: string;
  condition_column: string;
  condition_type: ConditionType;
  condition_value: string;
  condition_value_max: string;
  text_color: string | null;
  background_color: string | null;
  priority: string;
  is_active: boolean;
}

export type RuleBody = Omit<ConditionalRule, 'id'>;

/** Columns a rule can test: the table's column set without the actions column. */
export function ruleColumns(table: TableName): string[] {
  return COLUMN_SETS[TABLE_CONTAINER[table]].columns.filter((c) => c !== 'actions');
}

export function newRuleDraft(table: TableName = 'portfolio'): RuleDraft {
  return {
    table_name: table,
    rule_name: '',
    condition_column: ruleColumns(table)[0]!,
    condition_type: 'greater_than',
    condition_value: '',
    condition_value_max: '',
    text_color: '#10B981',
    background_color: null,
    priority: '0',
    is_active: true,
  };
}

export function draftOfRule(rule: ConditionalRule): RuleDraft {
  return {
    ...rule,
    condition_value: String(rule.condition_value),
    condition_value_max: rule.condition_value_max === null ? '' : String(rule.condition_value_max),
    priority: String(rule.priority),
  };
}

/** Checks the draft the way the server will, and builds the body to send. */
export function validateRuleDraft(d: RuleDraft): { body?: RuleBody; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name = d.rule_name.trim();
  if (name.length > 100) errors.rule_name = 'Use at most 100 characters';
  if (!ruleColumns(d.table_name).includes(d.condition_column))
    errors.condition_column = 'Choose a column of this table';
  const value = parseSignedNumber(d.condition_value);
  if (!value.ok) errors.condition_value = value.error;
  const max = d.condition_type === 'between' ? parseSignedNumber(d.condition_value_max) : null;
  if (max && !max.ok) errors.condition_value_max = 'Between needs an upper value';
  const priority = /^-?\d+$/.test(d.priority.trim()) ? Number(d.priority) : Number.NaN;
  if (!(priority >= -1000 && priority <= 1000)) errors.priority = 'Enter a whole number from -1000 to 1000';
  const text = d.text_color === null ? null : normaliseHex(d.text_color);
  const background = d.background_color === null ? null : normaliseHex(d.background_color);
  if (text !== null && !isHexColor(text)) errors.text_color = 'Enter a hex colour such as #10B981';
  if (background !== null && !isHexColor(background)) errors.background_color = 'Enter a hex colour such as #1F2937';
  if (text === null && background === null) errors.background_color = 'Choose a text or a background colour';
  if (Object.keys(errors).length > 0 || !value.ok) return { errors };
  return {
    errors,
    body: {
      table_name: d.table_name,
      rule_name: name,
      condition_column: d.condition_column,
      condition_type: d.condition_type,
      condition_value: value.value,
      condition_value_max: max?.ok ? max.value : null,
      text_color: text,
      background_color: background,
      priority,
      is_active: d.is_active,
    },
  };
}

/** Rules as the list shows them: highest priority first, ties in their given order. */
export function sortRules<R extends { priority: number }>(rules: readonly R[]): R[] {
  return rules
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.priority - a.r.priority || a.i - b.i)
    .map((x) => x.r);
}
