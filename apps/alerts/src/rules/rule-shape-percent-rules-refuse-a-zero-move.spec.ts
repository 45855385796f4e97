import { describe, expect, it } from '@jest/globals';
import type { RuleDto, RuleKind } from '@app/contracts';
import { ruleShape } from './rule-shape.js';

const NOW = new Date('2026-03-02T04:00:00.000Z');
const shape = (b: Partial<RuleDto>) => ruleShape(b as RuleDto, NOW);
const ZERO_MOVE = [{ field: 'value', errors: ['value must not be 0: a 0 % move is reached at once'] }];

describe('percent-move rules', () => {
  it.each<[RuleKind, number | undefined]>([
    ['change_pct_from_close', undefined],
    ['change_pct_from_avg_cost', undefined],
    ['change_pct_from_high', 6],
  ])('%s refuses a 0 %% move naming value', (kind, months) => {
    expect(shape({ kind, instrument_token: 408065, value: 0, months })).toEqual({ problems: ZERO_MOVE });
  });

  it('takes a fall of 10 % from the 6-month high, the level left for the rule engine to find', () => {
    const r = shape({ kind: 'change_pct_from_high', instrument_token: 408065, value: -10, months: 6 });
    expect('rule' in r && r.rule).toMatchObject({ value: -10, months: 6, level: null });
  });

  it('takes a rise of 2.5 % from the close without months', () => {
    const r = shape({ kind: 'change_pct_from_close', instrument_token: 408065, value: 2.5 });
    expect('rule' in r && r.rule).toMatchObject({ value: 2.5, months: null, level: null });
  });

  it('lets a P&L rule watch break-even (0 is a real level for P&L)', () => {
    expect(shape({ kind: 'position_pnl', instrument_token: 408065, value: 0 }).problems).toEqual([]);
    expect(shape({ kind: 'portfolio_day_pnl', value: 0 }).problems).toEqual([]);
  });
});
