import { describe, expect, it } from '@jest/globals';
import { replayIntoIndex } from './benchmark-replay.js';

const day = (date: string, inflow: number, outflow = 0) => ({ date, inflow, outflow });

describe('benchmark replay', () => {
  it('buys index units at each day’s close with the user’s net cash and values them at the last close', () => {
    const closes = [
      ['2024-01-01', 20000],
      ['2024-01-02', 25000],
      ['2024-01-04', 20000],
    ] as const;
    const r = replayIntoIndex(
      [
        // 10,000 at 20,000 → 0.5 units.
        day('2024-01-01', 10000),
        // 5,000 at 25,000 → 0.2 units (0.7).
        day('2024-01-02', 5000),
        // No candle on the 3rd: 2,500 taken out at the 2nd's 25,000 → 0.1 units sold (0.6).
        day('2024-01-03', 0, 2500),
        day('2024-01-04', 0),
      ],
      closes,
    )!;
    // 0.6 × 20,000 = 12,000
    expect(r.value.toFixed(2)).toBe('12000.00');
    expect(r.shortDays).toEqual([]);
    // NAV: 0.5 × 20,000 / 10 units = 1,000; the 2nd: 10 + 5,000 / 1,000 = 15 units, 17,500 / 15 = 1,166.6667;
    // the 3rd: (15,000 + 2,500) / 15 = 1,166.6667; the 4th: 12,000 / (15 − 2,500 / 1,166.6667 = 12.857143) = 933.3333.
    // The base the evening before, then each day's NAV.
    expect(r.nav.map((p) => p.nav)).toEqual(['1000.0000', '1000.0000', '1166.6667', '1166.6667', '933.3333']);
    // 933.3333 / 1,000 − 1
    expect(r.twr).toBeCloseTo(-0.0666667, 6);
    // Put in 15,000, taken out 2,500, worth 12,000: period return (14,500 − 15,000) / 15,000.
    expect(r.xirr.period_return).toBe('-0.033333');
  });

  it('sells all it holds when the user takes out more than the index holding is worth, and says when', () => {
    const r = replayIntoIndex(
      [day('2024-01-01', 1000), day('2024-01-02', 0, 1500)],
      [
        ['2024-01-01', 100],
        ['2024-01-02', 90],
      ],
    )!;
    // 10 units worth 900 on the 2nd: 900 is all it can give back.
    expect(r.shortDays).toEqual(['2024-01-02']);
    expect(r.value.toFixed(2)).toBe('0.00');
    // −1,000 then +900: −10 % over one day.
    expect(r.xirr.period_return).toBe('-0.100000');
  });

  it('answers nothing when the index has no closes', () => {
    expect(replayIntoIndex([day('2024-01-01', 1000)], [])).toBeNull();
  });
});
