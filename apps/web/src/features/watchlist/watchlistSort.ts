import type { SortState } from '../../shared/table/sort';
import { sortRows } from '../../shared/table/sort';
import type { WatchlistRow } from './watchlistMath';

export type WatchlistSortColumn = 'instrument' | 'targetPrice' | 'livePrice' | 'difference';

/** Distance ascending by default, so the targets closest to being reached come first. */
export const WATCHLIST_DEFAULT_SORT: SortState<WatchlistSortColumn> = { column: 'difference', direction: 'asc' };

/** What each sortable column sorts by: live price sorts by change percent, difference by distance percent. */
export const WATCHLIST_SORT_KEYS: Record<WatchlistSortColumn, (row: WatchlistRow) => string | number | null> = {
  instrument: (r) => r.tradingsymbol,
  targetPrice: (r) => r.targetPrice,
  livePrice: (r) => r.changePercent,
  difference: (r) => r.distanceFromTargetPercent,
};

export const isWatchlistSortColumn = (id: string): id is WatchlistSortColumn => id in WATCHLIST_SORT_KEYS;

export function sortWatchlist(rows: readonly WatchlistRow[], sort: SortState<WatchlistSortColumn>): WatchlistRow[] {
  return sortRows(rows, WATCHLIST_SORT_KEYS[sort.column], sort.direction);
}
