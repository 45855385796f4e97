// The pieces the Overview's watchlist container reuses.
export { useWatchlist, type DataStatus } from './hooks/useWatchlist';
export { WatchlistSummaryCards } from './components/WatchlistSummaryCards';
export { WatchlistTable, WATCHLIST_COLUMN_LABELS, type WatchlistTableProps } from './components/WatchlistTable';
export { AddWatchlistDialog } from './components/AddWatchlistDialog';
export { EditTargetDialog } from './components/EditTargetDialog';
export { deriveWatchlistRow, reachedCaption, watchlistSummary, type WatchlistRow, type WatchlistSummary } from './utils/watchlistMath';
export { WATCHLIST_DEFAULT_SORT, type WatchlistSortColumn } from './utils/watchlistSort';
export { WATCHLIST_TEXT, watchlistApi } from './watchlistApi';
export { retryOnce } from './utils/retryOnce';
