import { describe, expect, it } from '@jest/globals';
import { onTradingDay } from './expiry-on-trading-day.js';
import { futuresFor, lastTuesdayOf } from './futures-calendar.js';

// Dates from NSE/CMTR/71775 (2026 trading holidays) and MCX's 2026 list, worked out by hand.
const INDICES = ['NIFTY 50', 'NIFTY BANK', 'NIFTY FIN SERVICE', 'NIFTY MID SELECT'];
const onDay = (day: string) => () => day;

describe('an expiry on an exchange holiday', () => {
  it('moves NSE November 2026 from Tuesday the 24th (Prakash Gurpurb) to Monday the 23rd', () => {
    expect(onTradingDay(lastTuesdayOf, 'NFO')(2026, 11)).toBe('2026-11-23');
  });

  it('moves NSE March 2026 from Tuesday the 31st (Shri Mahavir Jayanti) to Monday the 30th', () => {
    expect(onTradingDay(lastTuesdayOf, 'NFO')(2026, 3)).toBe('2026-03-30');
  });

  it('keeps an ordinary last Tuesday (25 August 2026)', () => {
    expect(onTradingDay(lastTuesdayOf, 'NFO')(2026, 8)).toBe('2026-08-25');
  });

  it('moves an MCX contract due on Christmas 2026 (closed all day) to Thursday the 24th', () => {
    expect(onTradingDay(onDay('2026-12-25'), 'MCX')(2026, 12)).toBe('2026-12-24');
  });

  it('steps back over a holiday and the weekend before it: Good Friday 2026 to Thursday the 2nd', () => {
    expect(onTradingDay(onDay('2026-04-05'), 'NFO')(2026, 4)).toBe('2026-04-02');
  });

  it('keeps an MCX day that trades its morning: 1 January 2026', () => {
    expect(onTradingDay(onDay('2026-01-01'), 'MCX')(2026, 1)).toBe('2026-01-01');
  });

  it("lists the master's NIFTY November 2026 future as expiring on the 23rd", () => {
    const spot = { last_price: 26_000, tick_size: 0.05 };
    const indices = new Map(INDICES.map((name) => [name, spot]));
    const listed = futuresFor(new Date('2026-11-20T04:00:00Z'), indices);
    const nifty = listed.find((f) => f.tradingsymbol === 'NIFTY26NOVFUT');
    expect(nifty?.expiry).toBe('2026-11-23');
  });
});
