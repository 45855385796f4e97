import type { KiteCandle } from '../kite-rest/kite-candle-rows.js';

/** Today's bars end at the live price: the last bar closes there, its range stretched to hold it. */
export function joinLivePrice(bars: readonly KiteCandle[], livePrice: number | undefined): KiteCandle[] {
  if (bars.length === 0 || livePrice === undefined) return [...bars];
  const last = bars[bars.length - 1];
  const joined = {
    ...last,
    close: livePrice,
    high: Math.max(last.high, livePrice),
    low: Math.min(last.low, livePrice),
  };
  return [...bars.slice(0, -1), joined];
}
