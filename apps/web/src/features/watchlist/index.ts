// Watchlist: target prices with live distance, for the page and the Overview grid.
export { useWatchlist } from './useWatchlist';
export { WatchlistSummaryCards } from './WatchlistSummaryCards';
export { WatchlistTable } from './WatchlistTable';
export { AddWatchlistDialog } from './AddWatchlistDialog';
export { EditTargetDialog } from './EditTargetDialog';
export { type WatchlistRow } from './watchlistMath';
export { WATCHLIST_DEFAULT_SORT, type WatchlistSortColumn } from './watchlistSort';
export { WATCHLIST_TEXT, watchlistApi } from './watchlistApi';
export { watchlistFailureText } from './watchlistApi';
