import { describe, expect, it } from '@jest/globals';
import type { KiteTick } from './kite-packet-parser.js';
import { knownQuoteOf, toTick } from './kite-tick.js';

const NOW = new Date('2026-03-02T04:00:00.000Z');

const fullInfy: KiteTick = {
  instrument_token: 408065,
  segment: 1,
  tradable: true,
  mode: 'full',
  last_price: 1573.7,
  volume_traded: 1192471,
  ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
  last_trade_time: 1625461887,
  exchange_timestamp: 1625461887,
};

describe('toTick', () => {
  it('normalises a full packet: change in exact paise, full-precision percent, exchange time', () => {
    expect(toTick(fullInfy, { now: NOW })).toEqual({
      instrument_token: 408065,
      last_price: 1573.7,
      ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
      change: 5.9,
      change_percent: (5.9 * 100) / 1567.8,
      volume: 1192471,
      timestamp: '2021-07-05T05:11:27.000Z',
    });
  });

  it('keeps change_percent unrounded', () => {
    const tick = toTick({ ...fullInfy, last_price: 1000, ohlc: { open: 1, high: 1, low: 1, close: 3 } });
    expect(tick.change).toBe(997);
    expect(tick.change_percent).toBe(99700 / 3);
  });

  it('rounds change to the segment decimals (7 for CDS)', () => {
    const cds: KiteTick = {
      instrument_token: (1 << 8) | 3,
      segment: 3,
      tradable: true,
      mode: 'quote',
      last_price: 83.2512501,
      ohlc: { open: 83, high: 84, low: 82, close: 83.1000001 },
    };
    expect(toTick(cds).change).toBe(0.15125);
  });

  it('reports 0, not NaN or Infinity, when the close is 0', () => {
    const tick = toTick({ ...fullInfy, ohlc: { open: 0, high: 0, low: 0, close: 0 } });
    expect(tick.change).toBe(1573.7);
    expect(tick.change_percent).toBe(0);
  });

  it('gives +0 change for an unchanged price', () => {
    expect(Object.is(toTick({ ...fullInfy, last_price: 1567.8 }).change, 0)).toBe(true);
  });

  it('falls back to the last trade time, then to now', () => {
    expect(toTick({ ...fullInfy, exchange_timestamp: 0, last_trade_time: 1625461800 }).timestamp).toBe(
      '2021-07-05T05:10:00.000Z',
    );
    expect(
      toTick({ ...fullInfy, exchange_timestamp: undefined, last_trade_time: undefined }, { now: NOW }).timestamp,
    ).toBe(NOW.toISOString());
  });

  it('fills an ltp packet from the last known quote of the token', () => {
    const ltp: KiteTick = { instrument_token: 408065, segment: 1, tradable: true, mode: 'ltp', last_price: 1580 };
    const known = knownQuoteOf(fullInfy);
    const tick = toTick(ltp, { known, now: NOW });
    expect(tick).toMatchObject({ ohlc: fullInfy.ohlc, volume: 1192471, change: 12.2, timestamp: NOW.toISOString() });
  });

  it('uses the ltp for all four ohlc values when no quote is known', () => {
    const ltp: KiteTick = { instrument_token: 408065, segment: 1, tradable: true, mode: 'ltp', last_price: 1580 };
    expect(toTick(ltp, { now: NOW })).toMatchObject({
      ohlc: { open: 1580, high: 1580, low: 1580, close: 1580 },
      change: 0,
      change_percent: 0,
      volume: 0,
    });
  });

  it('ignores the index packet change field and computes ltp - close', () => {
    const index: KiteTick = {
      instrument_token: 256265,
      segment: 9,
      tradable: false,
      mode: 'quote',
      last_price: 22450.65,
      change: -0.35,
      ohlc: { open: 22480, high: 22500.1, low: 22400, close: 22451 },
    };
    expect(toTick(index, { now: NOW })).toMatchObject({ change: -0.35, volume: 0, timestamp: NOW.toISOString() });
    expect(toTick(index).change_percent).toBe((-0.35 * 100) / 22451);
  });
});

describe('knownQuoteOf', () => {
  it('remembers range and volume of packets that carry them, and nothing for ltp packets', () => {
    expect(knownQuoteOf(fullInfy)).toEqual({ ohlc: fullInfy.ohlc, volume: 1192471 });
    expect(
      knownQuoteOf({ instrument_token: 1, segment: 1, tradable: true, mode: 'ltp', last_price: 1 }),
    ).toBeUndefined();
    const index: KiteTick = {
      instrument_token: 265,
      segment: 9,
      tradable: false,
      mode: 'quote',
      last_price: 1,
      ohlc: { open: 1, high: 1, low: 1, close: 1 },
    };
    expect(knownQuoteOf(index, { ohlc: index.ohlc!, volume: 7 })?.volume).toBe(7);
  });
});
