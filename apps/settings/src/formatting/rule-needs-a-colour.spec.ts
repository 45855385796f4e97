import { describe, expect, it } from '@jest/globals';
import { newRule, ruleProblems } from './conditional-rule.js';

const rule = (colours: { text_color?: string; background_color?: string }) =>
  newRule({
    table_name: 'portfolio',
    condition_type: 'less_than',
    condition_value: 0,
    condition_column: 'profitLoss',
    ...colours,
  });

describe('the colour of a rule', () => {
  it('is required: a rule without a text or a background colour is refused', () => {
    expect(ruleProblems(rule({}))).toEqual([
      { field: 'background_color', errors: ['a rule needs a text_color or a background_color'] },
    ]);
  });

  it('may be a text colour alone', () => {
    expect(ruleProblems(rule({ text_color: '#EF4444' }))).toEqual([]);
  });

  it('may be a background colour alone', () => {
    expect(ruleProblems(rule({ background_color: '#EF4444' }))).toEqual([]);
  });
});
