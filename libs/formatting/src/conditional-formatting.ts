/** Conditions a formatting rule may test. */
export const CONDITION_TYPES = [
  'greater_than',
  'less_than',
  'equal_to',
  'greater_than_or_equal',
  'less_than_or_equal',
  'not_equal_to',
  'between',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Values closer than this count as equal. */
export const EQUALITY_TOLERANCE = 0.01;

export interface FormattingRule {
  table_name: string;
  is_active: boolean;
  priority: number;
  condition_type: ConditionType;
  condition_value: number;
  condition_value_max?: number | null;
  condition_column: string;
  text_color?: string | null;
  background_color?: string | null;
}

export interface CellStyle {
  color?: string;
  backgroundColor?: string;
}

/** A cell value as a number: numbers as they are, numeric text parsed, anything else 0. */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const n = Number.parseFloat(value.replace(/[,₹%\s]/g, ''));
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** Whether one rule's condition holds for a value. `between` without an upper value never holds. */
export function conditionHolds(
  rule: Pick<FormattingRule, 'condition_type' | 'condition_value' | 'condition_value_max'>,
  value: unknown,
): boolean {
  const v = numericValue(value);
  const target = rule.condition_value;
  switch (rule.condition_type) {
    case 'greater_than':
      return v > target;
    case 'less_than':
      return v < target;
    case 'equal_to':
      return Math.abs(v - target) < EQUALITY_TOLERANCE;
    case 'greater_than_or_equal':
      return v >= target;
    case 'less_than_or_equal':
      return v <= target;
    case 'not_equal_to':
      return Math.abs(v - target) >= EQUALITY_TOLERANCE;
    case 'between': {
      const max = rule.condition_value_max;
      if (max === null || max === undefined || !Number.isFinite(max)) return false;
      return v >= Math.min(target, max) && v <= Math.max(target, max);
    }
  }
}

/**
 * The style of a row's cell in a table: the first active rule of that table and column that matches,
 * highest priority first (ties keep the rules' given order); otherwise the row's own colours when row
 * colours are enabled; otherwise none.
 */
export function cellStyle(
  rules: readonly FormattingRule[],
  table: string,
  column: string,
  value: unknown,
  rowColors?: { enabled: boolean; background?: string | null; text?: string | null },
): CellStyle | null {
  const candidates = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.is_active && rule.table_name === table && rule.condition_column === column)
    .sort((a, b) => b.rule.priority - a.rule.priority || a.index - b.index);
  for (const { rule } of candidates) {
    if (!conditionHolds(rule, value)) continue;
    const style: CellStyle = {};
    if (rule.text_color) style.color = rule.text_color;
    if (rule.background_color) style.backgroundColor = rule.background_color;
    return style;
  }
  if (rowColors?.enabled && (rowColors.background || rowColors.text)) {
    const style: CellStyle = {};
    if (rowColors.text) style.color = rowColors.text;
    if (rowColors.background) style.backgroundColor = rowColors.background;
    return style;
  }
  return null;
}
