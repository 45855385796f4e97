import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '../../shared/session/useAuth';
import { useLiveRows } from '../../shared/live/useLiveRows';
import type { LivePrice } from '../../shared/live/priceStore';
import { analyticsApi } from './analyticsApi';
import { AnalyticsLoadError, CALC_TEXT, CALCULATING_TOAST_MS, loadAnalytics } from './calculation';
import { applyLivePrice } from './liveFigures';
import type { AnalyticsRow } from './readInstrument';

export type AnalyticsPhase = 'loading' | 'calculating' | 'ready' | 'error';

interface State {
  months: number;
  rows: AnalyticsRow[] | null;
  phase: AnalyticsPhase;
  error: string | null;
}

const TOAST_ID = 'analytics-calculating';
const EMPTY: AnalyticsRow[] = [];
const tokenOf = (r: AnalyticsRow) => r.instrument_token;
const applyTick = (r: AnalyticsRow, p: LivePrice) => applyLivePrice(r, p);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/**
 * The tracked instruments' figures for a time range, through the calculating -> completed flow
 * (toast, 3 s polling, 60 s limit), with live ticks applied. A change of range reloads.
 */
export function useAnalytics(months: number) {
  const { isAuthenticated, initialised } = useAuth();
  const [state, setState] = useState<State>({ months, rows: null, phase: 'loading', error: null });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!initialised || !isAuthenticated) return;
    const controller = new AbortController();
    // Rows of another range would be wrong under this range's headings: drop them.
    setState((s) =>
      s.months === months
        ? { ...s, phase: 'loading', error: null }
        : { months, rows: null, phase: 'loading', error: null },
    );
    loadAnalytics(months, {
      fetch: (signal) => analyticsApi.bulkDataInstant(months, signal),
      sleep,
      now: Date.now,
      signal: controller.signal,
      onCalculating: () => {
        toast.loading(CALC_TEXT.calculating(months), { id: TOAST_ID, duration: CALCULATING_TOAST_MS });
        setState((s) => ({ ...s, phase: 'calculating' }));
      },
    }).then(
      (rows) => {
        toast.dismiss(TOAST_ID);
        setState({ months, rows, phase: 'ready', error: null });
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        toast.dismiss(TOAST_ID);
        setState((s) => ({
          ...s,
          phase: 'error',
          error: e instanceof AnalyticsLoadError ? e.message : CALC_TEXT.fetch,
        }));
      },
    );
    return () => controller.abort();
  }, [months, nonce, initialised, isAuthenticated]);

  // Leaving the page ends the flow; its toast goes with it.
  useEffect(() => () => toast.dismiss(TOAST_ID), []);

  const current = state.months === months ? state : null;
  const rows = useLiveRows(current?.rows ?? EMPTY, tokenOf, applyTick);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const removeRow = useCallback(
    (token: number) => setState((s) => ({ ...s, rows: s.rows?.filter((r) => r.instrument_token !== token) ?? null })),
    [],
  );
  const phase = current?.phase ?? 'loading';

  return {
    /** Live rows; empty until the first load completes. */
    rows,
    /** True once rows for this range have arrived (they stay while a reload runs). */
    hasData: current?.rows != null,
    phase,
    error: current?.error ?? null,
    /** A reload or calculation runs while earlier rows stay on screen. */
    refreshing: (phase === 'loading' || phase === 'calculating') && current?.rows != null,
    reload,
    removeRow,
  };
}
