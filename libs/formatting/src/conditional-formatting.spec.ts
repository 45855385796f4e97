import { describe, expect, it } from '@jest/globals';
import {
  cellStyle,
  conditionHolds,
  numericValue,
  type ConditionType,
  type FormattingRule,
} from './conditional-formatting.js';

const rule = (
  condition_type: ConditionType,
  condition_value: number,
  extra: Partial<FormattingRule> = {},
): FormattingRule => ({
  table_name: 'portfolio',
  is_active: true,
  priority: 0,
  condition_type,
  condition_value,
  condition_column: 'profitLoss',
  text_color: '#ffffff',
  background_color: '#10b981',
  ...extra,
});

describe('conditionHolds', () => {
  const cases: [ConditionType, number, number | null, unknown, boolean][] = [
    ['greater_than', 100, null, 100.01, true],
    ['greater_than', 100, null, 100, false],
    ['less_than', 100, null, 99.99, true],
    ['less_than', 100, null, 100, false],
    ['greater_than_or_equal', 100, null, 100, true],
    ['greater_than_or_equal', 100, null, 99.999, false],
    ['less_than_or_equal', 100, null, 100, true],
    ['less_than_or_equal', 100, null, 100.001, false],
    ['equal_to', 100, null, 100.009, true],
    ['equal_to', 100, null, 99.991, true],
    ['equal_to', 100, null, 100.01, false],
    ['not_equal_to', 100, null, 100.01, true],
    ['not_equal_to', 100, null, 100.005, false],
    ['between', 10, 20, 10, true],
    ['between', 10, 20, 20, true],
    ['between', 10, 20, 20.01, false],
    ['between', 20, 10, 15, true],
    ['between', 10, null, 15, false],
  ];
  it.each(cases)('%s %d..%s with %p is %p', (type, value, max, cell, expected) => {
    expect(conditionHolds({ condition_type: type, condition_value: value, condition_value_max: max }, cell)).toBe(
      expected,
    );
  });

  it('reads non-numeric cells as 0 and numeric text as its number', () => {
    expect(numericValue('abc')).toBe(0);
    expect(numericValue(null)).toBe(0);
    expect(numericValue(undefined)).toBe(0);
    expect(numericValue(Number.NaN)).toBe(0);
    expect(numericValue('₹1,234.50')).toBe(1234.5);
    expect(numericValue('-2.5%')).toBe(-2.5);
    expect(conditionHolds({ condition_type: 'equal_to', condition_value: 0 }, 'n/a')).toBe(true);
    expect(conditionHolds({ condition_type: 'greater_than', condition_value: -1 }, {})).toBe(true);
  });
});

describe('cellStyle', () => {
  it('applies the highest-priority matching rule, first in order on a tie', () => {
    const rules = [
      rule('greater_than', 0, { priority: 1, background_color: '#low' }),
      rule('greater_than', 100, { priority: 5, background_color: '#high' }),
      rule('greater_than', 100, { priority: 5, background_color: '#second' }),
    ];
    expect(cellStyle(rules, 'portfolio', 'profitLoss', 500)).toEqual({ color: '#ffffff', backgroundColor: '#high' });
    expect(cellStyle(rules, 'portfolio', 'profitLoss', 50)).toEqual({ color: '#ffffff', backgroundColor: '#low' });
  });

  it('ignores inactive rules and rules of other tables or columns', () => {
    const rules = [
      rule('greater_than', 0, { is_active: false }),
      rule('greater_than', 0, { table_name: 'watchlist' }),
      rule('greater_than', 0, { condition_column: 'amount' }),
    ];
    expect(cellStyle(rules, 'portfolio', 'profitLoss', 10)).toBeNull();
  });

  it('lets a matching rule beat row colours, and row colours apply only when enabled', () => {
    const rows = { enabled: true, background: '#row', text: '#rowtext' };
    expect(cellStyle([rule('less_than', 0)], 'portfolio', 'profitLoss', -5, rows)).toEqual({
      color: '#ffffff',
      backgroundColor: '#10b981',
    });
    expect(cellStyle([rule('less_than', 0)], 'portfolio', 'profitLoss', 5, rows)).toEqual({
      color: '#rowtext',
      backgroundColor: '#row',
    });
    expect(cellStyle([], 'portfolio', 'profitLoss', 5, { ...rows, enabled: false })).toBeNull();
  });

  it('sets only the colours a rule has', () => {
    expect(cellStyle([rule('greater_than', 0, { text_color: null })], 'portfolio', 'profitLoss', 1)).toEqual({
      backgroundColor: '#10b981',
    });
  });
});
