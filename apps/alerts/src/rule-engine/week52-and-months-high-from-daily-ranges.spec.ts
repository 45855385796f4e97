import { describe, expect, it } from '@jest/globals';
import { monthsBefore, monthsHigh, week52HighLevel, week52LowLevel } from './level-from-extremes.js';
import { resolveLevel } from './resolve-level.js';

const today = '2026-11-25';
// 52 weeks (364 days) before 25 Nov 2026 is 26 Nov 2025; six months before is 25 May 2026.
const days = [
  { day: '2025-11-25', high: 2000, low: 900 }, // one day before the 52 weeks: not counted
  { day: '2025-11-26', high: 1800, low: 1300 },
  { day: '2026-01-05', high: 1400, low: 1100 },
  { day: '2026-05-24', high: 1790, low: 1500 }, // one day before the six months
  { day: '2026-06-01', high: 1750, low: 1200 },
  { day: '2026-09-10', high: 1700, low: 1350 },
  { day: '2026-11-25', high: 3000, low: 500 }, // today: never its own reference
];

describe('52-week and N-month extremes come from the days before today', () => {
  it('counts 364 days back: the 52-week high is ₹1,800 and the low ₹1,100', () => {
    expect(week52HighLevel(days, today)).toEqual({ level: 1800, direction: 'up' });
    expect(week52LowLevel(days, today)).toEqual({ level: 1100, direction: 'down' });
  });

  it('takes the six-month high from 25 May 2026 on: ₹1,750', () => {
    expect(monthsBefore(today, 6)).toBe('2026-05-25');
    expect(monthsHigh(days, today, 6)).toBe(1750);
  });

  it('puts 10 % below the six-month high at 1,750 x 0.90 = ₹1,575, downward', () => {
    expect(
      resolveLevel({ kind: 'change_pct_from_high', value: -10, months: 6 }, { previousClose: 1600, days, today }),
    ).toEqual({ level: 1575, direction: 'down' });
  });

  it('waits while the daily candles are not known', () => {
    expect(
      resolveLevel({ kind: 'week52_high_break', value: null, months: null }, { previousClose: 1600, today }),
    ).toBeUndefined();
  });

  it('has no level for an instrument without a day of history', () => {
    expect(week52HighLevel([{ day: today, high: 10, low: 9 }], today)).toBeUndefined();
  });
});
