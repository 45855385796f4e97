import { describe, expect, it } from '@jest/globals';
import { newRule } from './conditional-rule.js';

// "Profit in green": the user gives only what the rule is about and its colour.
describe('a new conditional-formatting rule', () => {
  it('is active, of priority 0, without an upper value, a text colour or a name unless given', () => {
    expect(
      newRule({
        table_name: 'portfolio',
        condition_type: 'greater_than',
        condition_value: 0,
        condition_column: 'profitLoss',
        background_color: '#10B981',
      }),
    ).toEqual({
      table_name: 'portfolio',
      is_active: true,
      priority: 0,
      condition_type: 'greater_than',
      condition_value: 0,
      condition_value_max: null,
      condition_column: 'profitLoss',
      text_color: null,
      background_color: '#10B981',
      rule_name: '',
    });
  });

  it('keeps what the user gave: inactive, priority 9, a name', () => {
    const rule = newRule({
      table_name: 'watchlist',
      condition_type: 'less_than',
      condition_value: -5,
      condition_column: 'difference',
      text_color: '#EF4444',
      is_active: false,
      priority: 9,
      rule_name: 'Falling',
    });
    expect(rule).toMatchObject({ is_active: false, priority: 9, rule_name: 'Falling', text_color: '#EF4444' });
    expect(rule.background_color).toBeNull();
  });
});
