import { describe, expect, it } from '@jest/globals';
import { tickOf } from '../testing/market-fixtures.js';
import { closedDay } from './day-roll.js';

// 2026-03-02 and 2026-03-03 are a Monday and a Tuesday; 18:25 UTC on the 2nd is 23:55 IST the same day.
const monday = tickOf({ timestamp: '2026-03-02T09:59:00.000Z', ohlc: { open: 1000, close: 990 } });

describe('ticks of one instrument arrive in order', () => {
  it('closes Monday when the first tick of Tuesday brings a new open and previous close', () => {
    const tuesday = tickOf({ timestamp: '2026-03-03T03:45:00.000Z', ohlc: { open: 1012, close: 1010 } });
    expect(closedDay(monday, tuesday)).toBe('2026-03-02');
  });

  it('closes nothing while the day continues', () => {
    expect(closedDay(monday, { ...monday, last_price: 1015, timestamp: '2026-03-02T18:25:00.000Z' })).toBeNull();
  });

  it('closes nothing when an admin moves the open within the same IST day', () => {
    expect(closedDay(monday, tickOf({ timestamp: '2026-03-02T10:00:00.000Z', ohlc: { open: 1100 } }))).toBeNull();
  });

  it('closes nothing when the open and previous close stay, even across dates (a feed that repeats a day)', () => {
    const sameDayFields = { ...monday, timestamp: '2026-03-03T03:45:00.000Z' };
    expect(closedDay(monday, sameDayFields)).toBeNull();
  });
});
