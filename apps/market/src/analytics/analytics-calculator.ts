import type { DayCandle } from '../candles/candle-generator.js';

export interface HighLowFigures {
  highestPrice: number;
  highDate: string;
  lowestPrice: number;
  /** The lowest low on or after the day of the high (the high's own day counts: its low came too). */
  lowestAfterHigh: number;
}

export interface LiveFigures {
  percentFromLowest: number;
  percentBelowHigh: number;
  percentDropFromHighToLow: number;
}

const round = (n: number) => Number(n.toFixed(4));

/** Highest high of the window (the earliest day if it repeats), the lowest low, and the lowest low from that day on. */
export function highLowFigures(candles: readonly DayCandle[]): HighLowFigures | null {
  if (candles.length === 0) return null;
  let hi = 0;
  for (let i = 1; i < candles.length; i++) if (candles[i].high > candles[hi].high) hi = i;
  let lowestAfterHigh = candles[hi].low;
  for (let i = hi + 1; i < candles.length; i++) lowestAfterHigh = Math.min(lowestAfterHigh, candles[i].low);
  return {
    highestPrice: candles[hi].high,
    highDate: candles[hi].day,
    lowestPrice: Math.min(...candles.map((c) => c.low)),
    lowestAfterHigh,
  };
}

/**
 * Where the live price sits: percent above the low after the peak, percent below the peak, and the
 * peak-to-trough drop.
 */
export function liveFigures(f: Pick<HighLowFigures, 'highestPrice' | 'lowestAfterHigh'>, live: number): LiveFigures {
  return {
    percentFromLowest: round(((live - f.lowestAfterHigh) / f.lowestAfterHigh) * 100),
    percentBelowHigh: round(((f.highestPrice - live) / f.highestPrice) * 100),
    percentDropFromHighToLow: round(((f.highestPrice - f.lowestAfterHigh) / f.highestPrice) * 100),
  };
}
