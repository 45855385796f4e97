import { describe, expect, it } from '@jest/globals';
import type { DayCandle } from '../candles/candle-generator.js';
import { quarterRows, quartersWindowStart, yearFigures } from './analysis.js';

const c = (day: string, open: number, high: number, low: number, close: number): DayCandle => ({
  day,
  open,
  high,
  low,
  close,
  volume: 0,
});

describe('yearFigures', () => {
  // Closes 100 -> 110 -> 99 -> 108.9: log returns ln(1.1), ln(0.9), ln(1.1).
  const year = [
    c('2025-11-21', 100, 101, 98, 100),
    c('2025-11-24', 100, 112, 99, 110),
    c('2025-11-25', 110, 111, 95, 99),
    c('2025-11-26', 99, 109, 98, 108.9),
  ];

  it('computes return, annualised volatility and the 52-week range on a known series', () => {
    const f = yearFigures(year, 120);
    expect(f.return_1y_percent).toBe(20);
    const r = [Math.log(1.1), Math.log(0.9), Math.log(1.1)];
    const mean = (r[0] + r[1] + r[2]) / 3;
    const sd = Math.sqrt(r.reduce((a, x) => a + (x - mean) ** 2, 0) / 2);
    expect(f.volatility_annual_percent).toBe(Number((sd * Math.sqrt(252) * 100).toFixed(4)));
    expect(f.volatility_annual_percent).toBeCloseTo(183.9, 0);
    // The live price is above every high, so it is the new 52-week high.
    expect(f).toMatchObject({ high_52w: 120, low_52w: 95, percent_from_52w_high: 0 });
    expect(f.percent_from_52w_low).toBe(26.3158);
  });

  it('answers nulls without history', () => {
    expect(yearFigures([], 100)).toEqual({
      return_1y_percent: null,
      volatility_annual_percent: null,
      high_52w: null,
      low_52w: null,
      percent_from_52w_high: null,
      percent_from_52w_low: null,
    });
  });
});

describe('quarterRows', () => {
  it('groups days into calendar quarters with open, range, close and return', () => {
    const rows = quarterRows([
      c('2026-03-30', 100, 105, 95, 102),
      c('2026-04-01', 102, 120, 101, 118),
      c('2026-06-30', 118, 119, 90, 91.8),
      c('2026-07-01', 92, 93, 91, 92.5),
    ]);
    expect(rows).toEqual([
      {
        quarter: '2026-Q1',
        start: '2026-03-30',
        end: '2026-03-30',
        open: 100,
        high: 105,
        low: 95,
        close: 102,
        return_percent: 2,
      },
      {
        quarter: '2026-Q2',
        start: '2026-04-01',
        end: '2026-06-30',
        open: 102,
        high: 120,
        low: 90,
        close: 91.8,
        return_percent: -10,
      },
      {
        quarter: '2026-Q3',
        start: '2026-07-01',
        end: '2026-07-01',
        open: 92,
        high: 93,
        low: 91,
        close: 92.5,
        return_percent: 0.5435,
      },
    ]);
  });
});

describe('quartersWindowStart', () => {
  it('starts eight quarters back on the first day of a quarter, the current quarter included', () => {
    expect(quartersWindowStart('2026-05-10', 8)).toBe('2024-07-01');
    expect(quartersWindowStart('2026-01-01', 8)).toBe('2024-04-01');
    expect(quartersWindowStart('2026-12-31', 8)).toBe('2025-01-01');
  });

  it('starts the current quarter when one quarter is asked for', () => {
    expect(quartersWindowStart('2026-03-31', 1)).toBe('2026-01-01');
  });
});
