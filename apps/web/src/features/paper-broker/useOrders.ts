import { useEffect, useRef } from 'react';
import { useApiData } from '../../shared/api/useApiData';
import { PATHS } from '../../shared/api/paths';
import { useRevalidate } from '../../shared/api/useRevalidate';
import { liveSocket } from '../../shared/live/liveSocket';
import { useLiveConnection } from '../../shared/live/useLiveConnection';
import { mergeOrderUpdate, orderPollMs, type OrderBook } from './orderBook';
import { filledIds, pendingCount } from './orderStatus';

const EMPTY: OrderBook['orders'] = [];

/**
 * The account's order book (paper or Kite), newest first. `order_update` pushes are merged into the
 * cached book without a refetch; funds and holdings reload whenever an order fills.
 */
export function useOrders() {
  const socketLive = useLiveConnection().state === 'connected';
  const query = useApiData<OrderBook>(PATHS.orders, {
    swr: { refreshInterval: (data?: OrderBook) => orderPollMs(data, socketLive) },
  });
  const { mutate } = query;
  useEffect(
    () =>
      liveSocket.onOrderUpdate(
        (push) => void mutate((book) => (book ? mergeOrderUpdate(book, push) : book), { revalidate: false }),
      ),
    [mutate],
  );
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
    book: query.data,
    pending: pendingCount(orders),
    error: query.error as Error | undefined,
    loading: !query.data && !query.error,
    reload: () => void mutate(),
  };
}
