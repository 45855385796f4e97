import { describe, expect, it } from '@jest/globals';
import type { ConditionalRule } from '@app/contracts';
import { ruleProblems, updatedRule } from './conditional-rule.js';

const stored: ConditionalRule = {
  id: '6f1d2a4e-0000-4000-8000-000000000001',
  table_name: 'portfolio',
  is_active: true,
  priority: 1,
  condition_type: 'greater_than',
  condition_value: 0,
  condition_value_max: null,
  condition_column: 'profitLoss',
  text_color: null,
  background_color: '#10B981',
  rule_name: 'Profit',
};

describe('a partial update of a rule', () => {
  it('changes the values given and keeps every other stored value, without the id', () => {
    expect(updatedRule(stored, { priority: 20, text_color: '#ffffff', rule_name: undefined })).toEqual({
      table_name: 'portfolio',
      is_active: true,
      priority: 20,
      condition_type: 'greater_than',
      condition_value: 0,
      condition_value_max: null,
      condition_column: 'profitLoss',
      text_color: '#ffffff',
      background_color: '#10B981',
      rule_name: 'Profit',
    });
  });

  it('is checked whole: turning it into "between" without an upper value is refused', () => {
    expect(ruleProblems(updatedRule(stored, { condition_type: 'between' })).map((p) => p.field)).toEqual([
      'condition_value_max',
    ]);
  });
});
