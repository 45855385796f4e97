import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import { percentOf } from '@app/formatting';
import type { LivePrice } from '../../shared/live/priceStore';
import { priceDifference } from '../../shared/format/round';

/** A watchlist entry with its derived values: live price, distance to target, reached. */
export interface WatchlistRow extends WatchlistEntry {
  targetPrice: number;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  /** live - target; null without a live price. */
  distanceFromTarget: number | null;
  /** (live - target) / target x 100; 0 when the target is not above 0; null without a live price. */
  distanceFromTargetPercent: number | null;
  /** live <= target (never without a live price). */
  isTargetReached: boolean;
}

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export function deriveWatchlistRow(entry: WatchlistEntry): WatchlistRow {
  const targetPrice = Number(entry.target_price);
  const live = entry.has_live_price !== false && finite(entry.current_price) ? entry.current_price : null;
  const distance = live === null ? null : priceDifference(live, targetPrice);
  return {
    ...entry,
    targetPrice,
    livePrice: live,
    hasLivePrice: live !== null,
    changePercent: finite(entry.change_percent) ? entry.change_percent : null,
    distanceFromTarget: distance,
    distanceFromTargetPercent: distance === null ? null : targetPrice > 0 ? percentOf(distance, targetPrice) : 0,
    isTargetReached: live !== null && live <= targetPrice,
  };
}

/** The row after a tick: the live price moves, distance and reached state follow. */
export function withWatchlistTick(row: WatchlistRow, price: LivePrice): WatchlistRow {
  return deriveWatchlistRow({
    ...row,
    current_price: price.last_price,
    has_live_price: true,
    change_percent: price.change_percent ?? row.change_percent,
  });
}

export interface WatchlistSummary {
  total: number;
  reached: number;
  /** Entries whose live price is still above the target. */
  above: number;
  /** Mean distance from target in percent over entries with a live price; null when none has one. */
  avgDistancePercent: number | null;
}

export function watchlistSummary(rows: readonly WatchlistRow[]): WatchlistSummary {
  let reached = 0;
  let above = 0;
  let sum = 0;
  let priced = 0;
  for (const r of rows) {
    if (r.isTargetReached) reached++;
    else if (r.hasLivePrice) above++;
    if (r.distanceFromTargetPercent !== null) {
      sum += r.distanceFromTargetPercent;
      priced++;
    }
  }
  return { total: rows.length, reached, above, avgDistancePercent: priced ? sum / priced : null };
}

/** The caption: 'X of Y targets reached'. */
export function reachedCaption(summary: Pick<WatchlistSummary, 'reached' | 'total'>): string {
  return `${summary.reached} of ${summary.total} targets reached`;
}
