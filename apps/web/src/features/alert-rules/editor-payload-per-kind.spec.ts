import { describe, expect, it } from 'vitest';
import type { AlertRule } from '@app/contracts/alerts/rule-types';
import { draftOf, istLocalInput, ruleBodyOf, type RuleDraft } from './ruleDraft';

const INFY = { instrument_token: 408065, tradingsymbol: 'INFY', exchange: 'NSE' };
const NOW = new Date('2026-11-24T09:00:00Z');
const draft = (patch: Partial<RuleDraft>): RuleDraft => ({ ...draftOf(null, ['in_app']), instrument: INFY, ...patch });

describe('the editor sends the body each kind needs', () => {
  it('sends a price alert with the instrument and price, no months', () => {
    expect(ruleBodyOf(draft({ kind: 'price_above', value: '1,600.5' }), NOW)).toEqual({
      ok: true,
      body: {
        kind: 'price_above',
        instrument_token: 408065,
        value: 1600.5,
        recurring: false,
        expires_at: null,
        channels: ['in_app'],
        note: null,
      },
    });
  });

  it('sends the months of a fall from the N-month high', () => {
    const r = ruleBodyOf(draft({ kind: 'change_pct_from_high', value: '10', months: '6' }), NOW);
    expect(r.ok && r.body).toMatchObject({ kind: 'change_pct_from_high', value: -10, months: 6 });
  });

  it('sends no instrument for the portfolio day P&L and keeps a negative rupee value', () => {
    const r = ruleBodyOf(draft({ kind: 'portfolio_day_pnl', instrument: null, value: '-5000' }), NOW);
    expect(r.ok && r.body).toEqual({
      kind: 'portfolio_day_pnl',
      value: -5000,
      recurring: false,
      expires_at: null,
      channels: ['in_app'],
      note: null,
    });
  });

  it('sends no value for a 52-week break', () => {
    const r = ruleBodyOf(draft({ kind: 'week52_high_break', value: 'ignored' }), NOW);
    expect(r.ok && r.body).toEqual({
      kind: 'week52_high_break',
      instrument_token: 408065,
      recurring: false,
      expires_at: null,
      channels: ['in_app'],
      note: null,
    });
  });

  it('reads the expiry as IST wall time and sends recurring, channels and the trimmed note', () => {
    const r = ruleBodyOf(
      draft({
        kind: 'position_pnl_pct',
        value: '-7.25',
        recurring: true,
        expiresAt: '2026-12-31T15:30',
        channels: ['in_app', 'email'],
        note: '  trim it  ',
      }),
      NOW,
    );
    expect(r.ok && r.body).toEqual({
      kind: 'position_pnl_pct',
      instrument_token: 408065,
      value: -7.25,
      recurring: true,
      expires_at: '2026-12-31T15:30:00+05:30',
      channels: ['in_app', 'email'],
      note: 'trim it',
    });
  });

  it('names each bad field the way the API names it', () => {
    const r = ruleBodyOf(
      draft({
        kind: 'change_pct_from_high',
        instrument: null,
        value: '1.23456',
        months: '25',
        expiresAt: '2026-11-24T14:00',
        channels: [],
      }),
      NOW,
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        instrument_token: 'Choose an instrument from the search',
        value: 'Enter a number with at most 4 decimals',
        months: 'Months must be a whole number from 1 to 24',
        expires_at: 'The expiry must be in the future',
        channels: 'Choose at least one channel',
      },
    });
    const zero = ruleBodyOf(draft({ kind: 'price_below', value: '0' }), NOW);
    expect(zero).toEqual({ ok: false, errors: { value: 'Enter a price above zero' } });
  });

  it('starts an edit from the rule, its expiry shown in IST', () => {
    const rule: AlertRule = {
      id: 'r1',
      instrument_token: 408065,
      tradingsymbol: 'INFY',
      exchange: 'NSE',
      kind: 'change_pct_from_close',
      value: -3,
      months: null,
      recurring: true,
      expires_at: '2026-12-01T04:00:00.000Z',
      channels: ['telegram'],
      note: 'dip',
      status: 'armed',
      level: 1455.2,
      last_fired_at: null,
      created_at: '2026-11-20T00:00:00Z',
      updated_at: '2026-11-20T00:00:00Z',
    };
    expect(draftOf(rule, ['in_app'])).toEqual({
      kind: 'change_pct_from_close',
      instrument: INFY,
      value: '-3',
      months: '6',
      recurring: true,
      expiresAt: '2026-12-01T09:30',
      channels: ['telegram'],
      note: 'dip',
    });
    expect(istLocalInput(null)).toBe('');
  });
});
