import { describe, expect, it } from '@jest/globals';
import { tickOf } from '../testing/market-fixtures.js';
import { quoteOfTick, tickOfQuote } from './quote.mapper.js';

describe('the latest quote is stored and read back after a restart', () => {
  it('stores the day range, previous close and the IST trading day of the tick', () => {
    // 20:00 UTC on 2 March is 01:30 IST on 3 March.
    const row = quoteOfTick(tickOf({ timestamp: '2026-03-02T20:00:00.000Z', volume: 1234.6 }));
    expect(row).toEqual({
      instrument_token: 738561,
      day: '2026-03-03',
      last_price: 1010,
      open: 1000,
      high: 1020,
      low: 990,
      close: 1000,
      volume: 1235,
      updated_at: new Date('2026-03-02T20:00:00.000Z'),
    });
  });

  it('reads back the same tick, with change and change percent against the previous close', () => {
    const tick = tickOf({ last_price: 1050, volume: 500 });
    expect(tickOfQuote(quoteOfTick(tick))).toEqual({ ...tick, change: 50, change_percent: 5 });
  });

  it('answers a zero change percent for a quote without a previous close', () => {
    const row = { ...quoteOfTick(tickOf()), close: 0 };
    expect(tickOfQuote(row)).toMatchObject({ change: 1010, change_percent: 0 });
  });
});
