import { describe, expect, it } from '@jest/globals';
import { newRule, ruleProblems } from './conditional-rule.js';

const between = (condition_value_max?: number | null) =>
  newRule({
    table_name: 'portfolio',
    condition_type: 'between',
    condition_value: 1,
    condition_value_max,
    condition_column: 'profitLossPercent',
    background_color: '#F59E0B',
  });

describe('a "between" rule', () => {
  it('is refused without its upper value', () => {
    expect(ruleProblems(between(undefined))).toEqual([
      { field: 'condition_value_max', errors: ['condition_value_max is required for between'] },
    ]);
    expect(ruleProblems(between(null))).toHaveLength(1);
  });

  it('is accepted with it (between 1 % and 5 %)', () => {
    expect(ruleProblems(between(5))).toEqual([]);
  });
});
