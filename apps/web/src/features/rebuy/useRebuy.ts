import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { RebuyGroup } from '@app/contracts/portfolio/types';
import { useAuth } from '../../shared/session/useAuth';
import { useLiveRows } from '../../shared/live/useLiveRows';
import { retryOnce } from '../../shared/api/retry';
import type { DataStatus } from '../../shared/api/useApiData';
import { REBUY_ENTRIES_PATH, REBUY_STATS_PATH, rebuyApi, type RebuyStats } from './rebuyApi';
import { deriveRebuyRow, withRebuyTick, type RebuyRow } from './rebuyMath';
import { opportunitiesOf, rebuyCaption, rebuySummary } from './rebuySummary';

const ENTRIES_KEY = [REBUY_ENTRIES_PATH, '{}'] as const;
const STATS_KEY = [REBUY_STATS_PATH, '{}'] as const;
const tokenOf = (row: RebuyRow) => row.instrumentToken;
const options = { revalidateOnFocus: false } as const;

/**
 * Re-buy groups with live prices: GET /rebuy/entries (one retry after 1 s) and /rebuy/stats, every tick
 * recomputing each entry's gain and the group totals, plus the summary and caption.
 */
export function useRebuy() {
  const { isAuthenticated, initialised } = useAuth();
  const ready = initialised && isAuthenticated;
  const entries = useSWR<{ entries: RebuyGroup[] }>(
    ready ? ENTRIES_KEY : null,
    () => retryOnce(rebuyApi.entries),
    options,
  );
  const stats = useSWR<{ stats: RebuyStats }>(ready ? STATS_KEY : null, () => retryOnce(rebuyApi.stats), options);

  const base = useMemo(() => (entries.data?.entries ?? []).map(deriveRebuyRow), [entries.data]);
  const rows = useLiveRows(base, tokenOf, withRebuyTick);
  const summary = useMemo(() => {
    const s = rebuySummary(rows);
    const priced = rows.some((r) => r.hasLivePrice);
    return { ...s, opportunities: opportunitiesOf(s, priced, stats.data?.stats.opportunities) };
  }, [rows, stats.data]);
  const status: DataStatus = entries.data ? 'ready' : entries.error ? 'error' : 'loading';
  const { mutate: mutateEntries } = entries;
  const { mutate: mutateStats } = stats;

  return {
    rows,
    summary,
    stats: stats.data?.stats,
    caption: rebuyCaption(summary),
    status,
    error: entries.error as Error | undefined,
    refreshing: entries.isValidating,
    reload: useCallback(() => Promise.all([mutateEntries(), mutateStats()]), [mutateEntries, mutateStats]),
    /** Drops deleted entries (or a whole instrument) from the list at once, then refreshes both calls. */
    removeLocally: useCallback(
      async (match: { entryId?: string; instrumentToken?: number }) => {
        await mutateEntries(
          (current) => ({
            entries: (current?.entries ?? [])
              .filter((g) => g.instrumentToken !== match.instrumentToken)
              .map((g) => ({ ...g, entries: g.entries.filter((e) => e.id !== match.entryId) }))
              .filter((g) => g.entries.length > 0),
          }),
          { revalidate: false },
        );
        void mutateStats();
      },
      [mutateEntries, mutateStats],
    ),
  };
}
