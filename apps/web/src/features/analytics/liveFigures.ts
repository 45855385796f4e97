import type { AnalyticsRow } from './readInstrument';
import { roundPrice as round4 } from '../../shared/format/round';

/** README "Analytics": (live − lowest after high) / lowest after high × 100. */
export function percentFromLowest(live: number, lowestAfterHigh: number | null): number | null {
  if (lowestAfterHigh === null || !(lowestAfterHigh > 0)) return null;
  return round4(((live - lowestAfterHigh) / lowestAfterHigh) * 100);
}

/** README "Analytics": (high − live) / high × 100; positive while the price is below its peak. */
export function percentBelowHigh(live: number, highestPrice: number | null): number | null {
  if (highestPrice === null || !(highestPrice > 0)) return null;
  return round4(((highestPrice - live) / highestPrice) * 100);
}

/** A row moved to a live tick: price, day change and both live figures recomputed. */
export function applyLivePrice(
  row: AnalyticsRow,
  tick: { last_price: number; change_percent?: number | null },
): AnalyticsRow {
  const live = tick.last_price;
  if (!Number.isFinite(live) || live <= 0) return row;
  return {
    ...row,
    livePrice: live,
    hasLivePrice: true,
    changePercent:
      typeof tick.change_percent === 'number' && Number.isFinite(tick.change_percent)
        ? tick.change_percent
        : row.changePercent,
    percentFromLowest: percentFromLowest(live, row.lowestAfterHigh) ?? row.percentFromLowest,
    percentBelowHigh: percentBelowHigh(live, row.highestPrice) ?? row.percentBelowHigh,
  };
}
