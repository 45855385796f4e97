import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import type { AnalyticsProcessingStatus } from '@app/contracts/market/analytics-types';
import { useAuth } from '../../shared/session/useAuth';
import { analyticsApi } from './analyticsApi';
import { readAnalyticsList } from './readInstrument';

const POLL_MS = 3_000;

/** Work is queued or running. */
export function isBusy(s: AnalyticsProcessingStatus | undefined): boolean {
  return !!s && (s.is_processing || s.pending + s.processing > 0);
}

/** The queue's counts, polled every 3 s while work is queued, and the failed instruments when there are any. */
export function useProcessingStatus() {
  const { isAuthenticated, initialised } = useAuth();
  const on = initialised && isAuthenticated;
  const status = useSWR(on ? 'analytics:processing-status' : null, analyticsApi.processingStatus, {
    revalidateOnFocus: false,
  });
  const busy = isBusy(status.data);
  const { mutate } = status;
  // Our own timer: SWR restarts a function refreshInterval on every render, and live ticks re-render often.
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => void mutate(), POLL_MS);
    return () => clearInterval(timer);
  }, [busy, mutate]);
  const failedCount = status.data?.failed ?? 0;
  const failed = useSWR(
    on && failedCount > 0 ? ['analytics:failed', failedCount, status.data?.completed] : null,
    analyticsApi.failedInstruments,
    { revalidateOnFocus: false },
  );
  return {
    status: status.data,
    error: status.error as Error | undefined,
    failed: failedCount > 0 ? (failed.data ?? []) : [],
    refresh: () => Promise.all([status.mutate(), failed.mutate()]),
  };
}

/** The tokens the user tracks (whatever their processing state), for marking search results. */
export function useTrackedTokens() {
  const { isAuthenticated, initialised } = useAuth();
  // SWR compares answers deeply and sees every Set as equal, so it keeps a plain list.
  const tracked = useSWR(
    initialised && isAuthenticated ? 'analytics:tracked' : null,
    async () => readAnalyticsList(await analyticsApi.tracked()).map((r) => r.instrument_token),
    { revalidateOnFocus: false },
  );
  const tokens = useMemo(() => new Set(tracked.data ?? []), [tracked.data]);
  return { tokens, refresh: () => tracked.mutate() };
}
