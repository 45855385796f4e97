import { useCallback, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui';
import { nextSort, type SortState } from '../../shared/table/sort';
import {
  useWatchlist,
  WatchlistSummaryCards,
  WatchlistTable,
  WATCHLIST_DEFAULT_SORT,
  WATCHLIST_TEXT,
  type WatchlistSortColumn,
} from '../../features/watchlist';
import { ContainerFrame, type ContainerProps } from '../../features/overview-grid';

/** The Watchlist container: 'X of Y targets reached', distance to target, reached rows tinted. */
export function WatchlistContainer({ chrome, columns }: ContainerProps) {
  const { rows, summary, caption, status, reload } = useWatchlist();
  const [sort, setSort] = useState<SortState<WatchlistSortColumn>>(WATCHLIST_DEFAULT_SORT);
  const onSort = useCallback((column: WatchlistSortColumn) => setSort((s) => nextSort(s, column)), []);
  return (
    <ContainerFrame
      chrome={chrome}
      title="Watchlist"
      caption={status === 'ready' ? caption : undefined}
      summary={<WatchlistSummaryCards summary={summary} loading={status === 'loading'} />}
    >
      {status === 'loading' ? (
        <LoadingState text={WATCHLIST_TEXT.loading} />
      ) : status === 'error' ? (
        <ErrorState title={WATCHLIST_TEXT.errorTitle} message={WATCHLIST_TEXT.fetchFailed} onRetry={() => reload()} />
      ) : (
        <WatchlistTable
          rows={rows}
          columns={columns.columnOrder}
          sort={sort}
          onSort={onSort}
          caption={`Watchlist: ${caption}`}
          maxHeight="100%"
          empty={<EmptyState title={WATCHLIST_TEXT.emptyTitle} hint={WATCHLIST_TEXT.emptyHint} />}
        />
      )}
    </ContainerFrame>
  );
}
