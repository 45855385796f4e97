import { describe, expect, it } from '@jest/globals';
import type { RuleDto } from '@app/contracts';
import { ruleShape } from './rule-shape.js';

const NOW = new Date('2026-03-02T04:00:00.000Z');
const shape = (b: Partial<RuleDto>) => ruleShape(b as RuleDto, NOW);
const fields = (b: Partial<RuleDto>) => shape(b).problems.map((p) => p.field);

describe('fields a kind does not use are refused, not silently dropped', () => {
  it('a portfolio day P&L rule watches no instrument: stored with instrument_token null, refused when one is sent', () => {
    const r = shape({ kind: 'portfolio_day_pnl', value: -25000.5 });
    expect('rule' in r && r.rule).toMatchObject({ instrument_token: null, value: -25000.5, level: null });
    expect(fields({ kind: 'portfolio_day_pnl', instrument_token: 408065, value: -25000 })).toEqual([
      'instrument_token',
    ]);
  });

  it('a 52-week break has no value: stored with value null, refused when one is sent', () => {
    const r = shape({ kind: 'week52_high_break', instrument_token: 408065 });
    expect('rule' in r && r.rule).toMatchObject({ value: null, level: null, months: null });
    expect(fields({ kind: 'week52_low_break', instrument_token: 408065, value: 1200 })).toEqual(['value']);
  });

  it('months belong to change_pct_from_high only', () => {
    expect(fields({ kind: 'price_above', instrument_token: 408065, value: 1600, months: 3 })).toEqual(['months']);
  });

  it('names every problem of one body at once', () => {
    expect(
      fields({ kind: 'week52_high_break', instrument_token: 408065, value: 1, months: 2, expires_at: '2020-01-01' }),
    ).toEqual(['value', 'months', 'expires_at']);
  });
});

describe('expiry', () => {
  it('refuses an expiry at this very instant or before, naming expires_at', () => {
    for (const expires_at of [NOW.toISOString(), '2026-03-02T03:59:59.999Z'])
      expect(shape({ kind: 'price_above', instrument_token: 408065, value: 1, expires_at })).toEqual({
        problems: [{ field: 'expires_at', errors: ['expires_at must be in the future'] }],
      });
  });

  it('takes an expiry a millisecond ahead', () => {
    expect(
      shape({ kind: 'price_above', instrument_token: 408065, value: 1, expires_at: '2026-03-02T04:00:00.001Z' })
        .problems,
    ).toEqual([]);
  });
});
