import { useEffect, useRef } from 'react';
import type { Order } from '@app/contracts/portfolio/types';
import { useApiData } from '../../shared/api/useApiData';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { filledIds, pendingCount } from './orderStatus';

/** While an order is open, ask again this often so a LIMIT fill shows without a reload. */
export const OPEN_ORDER_POLL_MS = 3000;
const EMPTY: Order[] = [];

/** The paper broker's orders, newest first; funds and holdings reload whenever an order fills. */
export function useOrders() {
  const query = useApiData<{ orders: Order[] }>(PATHS.orders, {
    swr: {
      refreshInterval: (data?: { orders: Order[] }) => (data && pendingCount(data.orders) > 0 ? OPEN_ORDER_POLL_MS : 0),
    },
  });
  const orders = query.data?.orders ?? EMPTY;
  const filled = query.data ? filledIds(orders) : null;
  const seen = useRef<string | null>(null);
  const revalidate = useRevalidate();
  useEffect(() => {
    if (filled === null) return;
    if (seen.current !== null && seen.current !== filled) void revalidate(PATHS.funds, PATHS.holdings);
    seen.current = filled;
  }, [filled, revalidate]);
  return {
    orders,
    pending: pendingCount(orders),
    error: query.error as Error | undefined,
    loading: !query.data && !query.error,
    reload: () => void query.mutate(),
  };
}
