import type { PositionsListReply } from '@app/contracts/portfolio/rpc';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { Position } from '@app/contracts/portfolio/types';
import type { PortfolioSummary } from '@app/formatting';
import { api } from '../../shared/api/apiClient';
import { useAuth } from '../../shared/session/useAuth';
import { useRollingLiveRows } from '../../shared/live/useRollingLiveRows';
import { PATHS } from '../../shared/api/paths';
import { withOneRetry } from '../../shared/api/retry';
import { applyLivePrice, POSITIONS_LIST_EVERY_MS, summarisePositions, tokenOfPosition } from './livePosition';

/** The Portfolio's inline failure text. */
export const POSITIONS_ERROR = 'Failed to fetch positions';

// Same key shape as useApiData, so both share one cache entry and `useRevalidate()(PATHS.positions)` reaches both.
const KEY = [PATHS.positions, '{}'] as const;
const EMPTY: Position[] = [];

const fetchPositions = () =>
  withOneRetry(async () => (await api.get<ApiSuccess<PositionsListReply>>(PATHS.positions)).data, POSITIONS_ERROR);

/** The stored positions as the server answered (no live merge): for counts and lists that need no ticks. */
export function usePositionsData() {
  const { isAuthenticated, initialised } = useAuth();
  return useSWR<PositionsListReply>(initialised && isAuthenticated ? KEY : null, fetchPositions, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export interface PositionsState {
  /** Positions with a recent tick merged in (live price, change %, P&L, P&L %), the whole list re-priced once a second. */
  positions: Position[];
  /** Recomputed from the live rows whenever they are re-priced. */
  summary: PortfolioSummary;
  status: 'loading' | 'error' | 'loaded';
  error: string | null;
  /** Refetches (the Retry of the error state). */
  reload: () => void;
  refreshing: boolean;
}

/**
 * Manual positions for the Portfolio page and the Overview's Live Portfolio container: fetched once
 * signed in (one retry after 1 s), then kept live by the price feed.
 */
export function usePositions(): PositionsState {
  const { data, error, mutate, isValidating } = usePositionsData();
  const positions = useRollingLiveRows(
    data?.positions ?? EMPTY,
    tokenOfPosition,
    applyLivePrice,
    POSITIONS_LIST_EVERY_MS,
  );
  const summary = useMemo(() => summarisePositions(positions), [positions]);
  return {
    positions,
    summary,
    status: data ? 'loaded' : error ? 'error' : 'loading',
    error: error ? POSITIONS_ERROR : null,
    reload: () => void mutate(),
    refreshing: isValidating,
  };
}
