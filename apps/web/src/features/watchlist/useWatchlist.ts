import type { WatchlistListReply } from '@app/contracts/alerts/rpc';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import type { DataStatus } from '../../shared/api/useApiData';
import { useAuth } from '../../shared/session/useAuth';
import { useLiveRows } from '../../shared/live/useLiveRows';
import { retryOnce } from '../../shared/api/retry';
import {
  deriveWatchlistRow,
  reachedCaption,
  watchlistSummary,
  withWatchlistTick,
  type WatchlistRow,
} from './watchlistMath';
import { WATCHLIST_PATH, WATCHLIST_TEXT, watchlistApi } from './watchlistApi';
import { toastFailure } from '../../shared/api/errorToast';

// The same key shape as useApiData, so any GET /watchlist in the app shares this cache.
const KEY = [WATCHLIST_PATH, '{}'] as const;
const tokenOf = (row: WatchlistRow) => row.instrument_token;

/**
 * The signed-in user's watchlist with live prices: fetched once signed in (one retry after 1 s),
 * every tick recomputes the row's distance and reached state, plus the summary and caption.
 */
export function useWatchlist() {
  const { isAuthenticated, initialised } = useAuth();
  const { data, error, isValidating, mutate } = useSWR<WatchlistListReply>(
    initialised && isAuthenticated ? KEY : null,
    () => retryOnce(watchlistApi.list),
    {
      revalidateOnFocus: false,
      onError: (e) => toastFailure(e, WATCHLIST_TEXT.loadFailed),
    },
  );
  const base = useMemo(() => (data?.entries ?? []).map(deriveWatchlistRow), [data]);
  const rows = useLiveRows(base, tokenOf, withWatchlistTick);
  const summary = useMemo(() => watchlistSummary(rows), [rows]);
  const status: DataStatus = data ? 'ready' : error ? 'error' : 'loading';

  const upsert = useCallback(
    (entry: WatchlistEntry) =>
      mutate(
        (current) => {
          const list = current?.entries ?? [];
          return {
            ...current,
            entries: list.some((e) => e.id === entry.id)
              ? list.map((e) => (e.id === entry.id ? entry : e))
              : [...list, entry],
          };
        },
        { revalidate: false },
      ),
    [mutate],
  );
  const drop = useCallback(
    (id: string) =>
      mutate((current) => ({ ...current, entries: (current?.entries ?? []).filter((e) => e.id !== id) }), {
        revalidate: false,
      }),
    [mutate],
  );

  return {
    rows,
    summary,
    caption: reachedCaption(summary),
    status,
    error: error as Error | undefined,
    /** True while a fetch runs, also behind rows already shown. */
    refreshing: isValidating,
    reload: useCallback(() => mutate(), [mutate]),
    /** Puts an added or changed entry into the list without a refetch. */
    upsert,
    /** Takes a removed entry out of the list without a refetch. */
    drop,
  };
}
