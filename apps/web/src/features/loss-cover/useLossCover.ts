import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import { useAuth } from '../../shared/session/useAuth';
import { useLiveRows } from '../../shared/live/useLiveRows';
import type { DataStatus } from '../../shared/api/useApiData';
import { retryOnce } from '../../shared/api/retry';
import { LOSS_POSITIONS_PATH, lossCoverApi, lossQuery } from './lossCoverApi';
import { deriveLossRow, lossSummary, withLossTick, type LossRow } from './lossMath';
import { rangeCaption, type LossRange } from './lossRange';

const tokenOf = (row: LossRow) => row.instrumentToken;

/**
 * Which positions lie in the range moves with prices; ticks only recompute the rows on screen, so the
 * list itself is asked again once a minute.
 */
export const LOSS_REFRESH_MS = 60_000;

/**
 * Open BUY positions whose loss lies in `range` (null: the range is not known yet, nothing is fetched),
 * with live ticks recomputing loss %, cash loss, unrealized P&L and current value; one retry after 1 s.
 */
export function useLossCover(range: LossRange | null) {
  const { isAuthenticated, initialised } = useAuth();
  const key = range && initialised && isAuthenticated ? [LOSS_POSITIONS_PATH, JSON.stringify(lossQuery(range))] : null;
  const { data, error, isValidating, mutate } = useSWR<{ positions: LossCoverPosition[] }>(
    key,
    () => retryOnce(() => lossCoverApi.positions(range!)),
    {
      revalidateOnFocus: false,
      // A new range keeps the old rows on screen until its answer arrives.
      keepPreviousData: true,
      refreshInterval: LOSS_REFRESH_MS,
    },
  );
  const base = useMemo(() => (data?.positions ?? []).map(deriveLossRow), [data]);
  const rows = useLiveRows(base, tokenOf, withLossTick);
  const summary = useMemo(() => lossSummary(rows), [rows]);
  const status: DataStatus = data ? 'ready' : error ? 'error' : 'loading';

  return {
    rows,
    summary,
    caption: range ? rangeCaption(range) : '',
    status,
    error: error as Error | undefined,
    refreshing: isValidating,
    reload: useCallback(() => mutate(), [mutate]),
  };
}
