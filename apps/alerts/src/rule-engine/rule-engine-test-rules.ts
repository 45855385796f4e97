import type { Position, Tick } from '@app/contracts';
import type { RuleInputs } from './rule-evaluator.js';
import type { WatchedRule } from './watched-rule.js';

/** Wednesday 25 November 2026, 10:00 IST: NSE in its normal session. */
export const OPEN_AT = Date.parse('2026-11-25T04:30:00Z');

/** A rule with defaults for the fields a scenario does not name. */
export function rule(fields: Partial<WatchedRule> & Pick<WatchedRule, 'kind'>): WatchedRule {
  return {
    id: fields.id ?? `rule-${fields.kind}`,
    userId: 'user-1',
    token: 408065,
    symbol: 'INFY',
    exchange: 'NSE',
    value: null,
    months: null,
    recurring: false,
    expiresAt: null,
    channels: ['in_app'],
    note: null,
    state: 'armed',
    lastFiredAt: null,
    storedLevel: null,
    ...fields,
  };
}

/** A tick with the day's range; the previous close defaults to 1,500. */
export function tick(
  price: number,
  day: { low?: number; high?: number; close?: number } = {},
  token = 408065,
  at = OPEN_AT,
): Tick {
  const close = day.close ?? 1500;
  return {
    instrument_token: token,
    last_price: price,
    ohlc: { open: close, high: day.high ?? price, low: day.low ?? price, close },
    change: price - close,
    change_percent: ((price - close) * 100) / close,
    volume: 0,
    timestamp: new Date(at).toISOString(),
  };
}

/** An open position with only the fields rules read. */
export function position(fields: Partial<Position> & Pick<Position, 'instrumentToken'>): Position {
  return {
    buyPrice: 100,
    quantity: 1,
    positionType: 'BUY',
    yesterdayClosingPrice: null,
    todaysPnL: 0,
    exchange: 'NSE',
    ...fields,
  } as Position;
}

/** Inputs with every market open, the given positions per user and no daily candles unless given. */
export function inputs(
  positions: Record<string, Position[]> = {},
  days?: ReturnType<RuleInputs['dayRanges']>,
): RuleInputs {
  return {
    positionsOf: (userId) => positions[userId],
    dayRanges: () => days,
    isOpen: () => true,
  };
}
