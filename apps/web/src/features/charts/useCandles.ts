import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import type { HistoricalAnswer } from '@app/contracts/market/candle-types';
import { api } from '../../shared/api/apiClient';
import { useAuth } from '../../shared/session/useAuth';
import { useLivePrice } from '../../shared/live/useLivePrice';
import { toChartBars, type ChartBar } from './candles';
import { dayToInstant, istDate } from '../../shared/format/dates';
import { requestWindow, type ChartInterval } from './intervals';
import { mergeTick } from './liveCandle';

/**
 * The candles of one instrument for an interval's span ending today (GET /historical/{token}), with
 * the days Kite could not be reached for. The whole answer is kept, so its key is not useApiData's.
 */
export function useCandles(token: number | null, interval: ChartInterval) {
  const { isAuthenticated, initialised } = useAuth();
  // The window moves with the IST date, not with every render.
  const today = istDate(Date.now());
  const range = useMemo(() => requestWindow(interval, Date.parse(dayToInstant(today))), [interval, today]);
  const query = { ...range, interval, use_cache: true };
  const key = token && initialised && isAuthenticated ? ['historical', token, JSON.stringify(query)] : null;
  const res = useSWR<HistoricalAnswer>(key, () => api.get<HistoricalAnswer>(`/historical/${token}`, query), {
    revalidateOnFocus: false,
  });
  const answer = res.data;
  const bars = useMemo(() => (answer ? toChartBars(answer.data, interval) : null), [answer, interval]);
  return {
    bars,
    missing: answer?.missing,
    error: res.error as Error | undefined,
    isLoading: res.isLoading,
    reload: () => res.mutate(),
    range,
  };
}

/**
 * The last bar moved by live ticks (useLivePrice): grown while the tick is in its period, a new bar
 * after it. Null until a tick moves it; reset when the candles are reloaded.
 */
export function useLiveCandle(
  bars: readonly ChartBar[] | null,
  token: number | null,
  interval: ChartInterval,
): ChartBar | null {
  const tick = useLivePrice(token);
  const [live, setLive] = useState<{ base: readonly ChartBar[]; bar: ChartBar } | null>(null);
  const lastRef = useRef<{ base: readonly ChartBar[]; bar: ChartBar } | null>(null);

  useEffect(() => {
    if (!tick || !bars || bars.length === 0) return;
    const prev = lastRef.current?.base === bars ? lastRef.current.bar : bars[bars.length - 1]!;
    const next = mergeTick(prev, tick, interval);
    if (!next) return;
    lastRef.current = { base: bars, bar: next };
    setLive(lastRef.current);
  }, [tick, bars, interval]);

  return live && live.base === bars ? live.bar : null;
}
