import { describe, expect, it } from '@jest/globals';
import type { DayCandle } from '../candles/candle-generator.js';
import { highLowFigures, liveFigures } from './analytics-calculator.js';

const c = (day: string, high: number, low: number): DayCandle => ({
  day,
  open: low,
  high,
  low,
  close: high,
  volume: 0,
});

describe('analytics figures', () => {
  // An early low of 80, a peak of 200 on 03-02, then a slide to 120 and a bounce.
  const series = [
    c('2026-03-01', 100, 80),
    c('2026-03-02', 200, 150),
    c('2026-03-03', 180, 140),
    c('2026-03-04', 130, 120),
    c('2026-03-05', 160, 125),
  ];

  it('finds the peak, the lowest low of the window and the lowest low after the peak', () => {
    expect(highLowFigures(series)).toEqual({
      highestPrice: 200,
      highDate: '2026-03-02',
      lowestPrice: 80,
      lowestAfterHigh: 120,
    });
  });

  it('computes percent from the low after the peak, below the peak, and the drop', () => {
    const f = liveFigures({ highestPrice: 200, lowestAfterHigh: 120 }, 150);
    expect(f).toEqual({ percentFromLowest: 25, percentBelowHigh: 25, percentDropFromHighToLow: 40 });
    expect(liveFigures({ highestPrice: 200, lowestAfterHigh: 120 }, 210)).toEqual({
      percentFromLowest: 75,
      percentBelowHigh: -5,
      percentDropFromHighToLow: 40,
    });
  });

  it("counts the peak day's own low when the peak is the last day, and takes the first of equal peaks", () => {
    expect(highLowFigures([c('2026-03-01', 100, 90), c('2026-03-02', 120, 110)])).toMatchObject({
      highestPrice: 120,
      lowestAfterHigh: 110,
    });
    expect(highLowFigures([c('2026-03-01', 120, 90), c('2026-03-02', 120, 110)])).toMatchObject({
      highDate: '2026-03-01',
      lowestAfterHigh: 90,
    });
    expect(highLowFigures([])).toBeNull();
  });
});
