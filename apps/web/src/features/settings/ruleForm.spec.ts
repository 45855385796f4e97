import { describe, expect, it } from 'vitest';
import type { ConditionalRule } from '@app/contracts/settings/types';
import { draftOfRule, newRuleDraft, ruleColumns, sortRules, validateRuleDraft } from './ruleForm';

describe('conditional formatting rule form', () => {
  it('offers the columns of the chosen table, without actions', () => {
    expect(ruleColumns('portfolio')).toEqual([
      'name',
      'buyPrice',
      'quantity',
      'amount',
      'livePrice',
      'profitLoss',
      'profitLossPercent',
    ]);
    expect(ruleColumns('loss_cover')).toContain('lossPercent');
  });

  it('builds the body of a valid rule', () => {
    const draft = {
      ...newRuleDraft('portfolio'),
      rule_name: ' Big wins ',
      condition_column: 'profitLoss',
      condition_value: '5000',
      priority: '5',
    };
    expect(validateRuleDraft(draft)).toEqual({
      errors: {},
      body: {
        table_name: 'portfolio',
        rule_name: 'Big wins',
        condition_column: 'profitLoss',
        condition_type: 'greater_than',
        condition_value: 5000,
        condition_value_max: null,
        text_color: '#10B981',
        background_color: null,
        priority: 5,
        is_active: true,
      },
    });
  });

  it('needs an upper value for between, a number, and at least one colour', () => {
    const draft = {
      ...newRuleDraft('watchlist'),
      condition_type: 'between' as const,
      condition_value: 'x',
      text_color: null,
      background_color: null,
    };
    expect(validateRuleDraft(draft)).toEqual({
      errors: {
        condition_value: 'Enter a number',
        condition_value_max: 'Between needs an upper value',
        background_color: 'Choose a text or a background colour',
      },
    });
  });

  it('refuses a column of another table, a bad colour and an out-of-range priority', () => {
    const draft = {
      ...newRuleDraft('watchlist'),
      condition_column: 'profitLoss',
      condition_value: '1',
      text_color: 'green',
      priority: '5000',
    };
    expect(Object.keys(validateRuleDraft(draft).errors).sort()).toEqual(['condition_column', 'priority', 'text_color']);
  });

  it('round-trips a stored rule and sorts by priority, ties in order', () => {
    const rule: ConditionalRule = {
      id: 'r1',
      table_name: 'rebuy',
      rule_name: 'x',
      condition_column: 'livePrice',
      condition_type: 'between',
      condition_value: 1,
      condition_value_max: 2,
      text_color: null,
      background_color: '#111111',
      priority: 3,
      is_active: false,
    };
    const { id, ...body } = rule;
    expect(id).toBe('r1');
    expect(validateRuleDraft(draftOfRule(rule)).body).toEqual(body);
    const sorted = sortRules([
      { priority: 1, n: 'a' },
      { priority: 5, n: 'b' },
      { priority: 1, n: 'c' },
    ]);
    expect(sorted.map((r) => r.n)).toEqual(['b', 'a', 'c']);
  });
});
