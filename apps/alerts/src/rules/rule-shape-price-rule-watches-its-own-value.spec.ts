import { describe, expect, it } from '@jest/globals';
import type { RuleDto } from '@app/contracts';
import { ruleShape } from './rule-shape.js';

const NOW = new Date('2026-03-02T04:00:00.000Z');
const shape = (b: Partial<RuleDto>) => ruleShape(b as RuleDto, NOW);

describe('a price rule on INFY', () => {
  it('watches its own value as its level, one-shot and to the default channels unless told otherwise', () => {
    expect(shape({ kind: 'price_above', instrument_token: 408065, value: 1600.25 })).toEqual({
      problems: [],
      rule: {
        kind: 'price_above',
        instrument_token: 408065,
        value: 1600.25,
        months: null,
        recurring: false,
        expires_at: null,
        level: 1600.25,
        note: null,
        channels: null,
      },
    });
  });

  it('keeps the channels, note, recurrence and expiry it was given', () => {
    const r = shape({
      kind: 'price_below',
      instrument_token: 408065,
      value: 1400,
      recurring: true,
      expires_at: '2026-03-31T10:00:00.000Z',
      channels: ['in_app', 'email'],
      note: 'add on dips',
    });
    expect('rule' in r && r.rule).toMatchObject({
      recurring: true,
      expires_at: new Date('2026-03-31T10:00:00.000Z'),
      channels: ['in_app', 'email'],
      note: 'add on dips',
      level: 1400,
    });
  });

  it.each([0, -5])('refuses a price of %s naming value', (value) => {
    expect(shape({ kind: 'price_above', instrument_token: 408065, value })).toEqual({
      problems: [{ field: 'value', errors: ['value must be a price above 0'] }],
    });
  });

  it('refuses an empty channel list naming channels, since it would tell no one', () => {
    const r = shape({ kind: 'price_above', instrument_token: 408065, value: 1, channels: [] });
    expect(r.problems.map((p) => p.field)).toEqual(['channels']);
  });
});
