import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { MarketStatusReply } from '@app/contracts/market/calendar';
import { useEffect } from 'react';
import useSWR from 'swr';
import { api } from '../../shared/api/apiClient';
import { useAuth } from '../../shared/session/useAuth';
import { MARKET_STATUS_REFRESH_MS } from './marketStatus';
import { nextRefreshDelay, type StatusSnapshot } from './statusReply';

export const MARKET_STATUS_PATH = '/market/status';
const KEY = 'market:status';

// The header's badge and the Overview's card each keep a timer for the same instant; when both fire,
// the second joins the call already under way instead of making another.
let inflight: Promise<StatusSnapshot> | null = null;

async function fetchStatus(): Promise<StatusSnapshot> {
  const reply = (await api.get<ApiSuccess<MarketStatusReply>>(MARKET_STATUS_PATH)).data;
  if (!Array.isArray(reply?.exchanges)) throw new Error('The market status answer lists no exchanges');
  return { reply, receivedAt: Date.now() };
}

function loadStatus(): Promise<StatusSnapshot> {
  inflight ??= fetchStatus().finally(() => {
    inflight = null;
  });
  return inflight;
}

export interface MarketStatus {
  /** The last answer, kept when a later call fails. */
  snapshot: StatusSnapshot | undefined;
  /** The last call's failure, cleared by the next answer. */
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * The exchanges' status from `GET /api/market/status` while signed in: asked again every 30 s, and at
 * the next open or close of any exchange when that comes sooner, so the header turns on the minute.
 * SWR's own polling stops after a failure, so the timer is kept here and goes on after errors too.
 */
export function useMarketStatus(): MarketStatus {
  const { isAuthenticated, initialised } = useAuth();
  const ready = initialised && isAuthenticated;
  const { data, error, isLoading, isValidating, mutate } = useSWR(ready ? KEY : null, loadStatus, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (!ready || isValidating) return;
    const delay = data ? nextRefreshDelay(data, Date.now()) : MARKET_STATUS_REFRESH_MS;
    const timer = setTimeout(() => void mutate(), delay);
    return () => clearTimeout(timer);
  }, [ready, data, error, isValidating, mutate]);

  return { snapshot: data, error, loading: isLoading, retry: () => void mutate() };
}
