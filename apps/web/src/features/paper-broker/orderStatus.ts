import type { Order } from '@app/contracts/portfolio/types';
import type { BadgeTone } from '../../shared/ui';

/** An OPEN order counts as pending. */
export const isPending = (o: Pick<Order, 'status'>): boolean => o.status === 'OPEN';

export const pendingCount = (orders: readonly Pick<Order, 'status'>[]): number => orders.filter(isPending).length;

const TONES: Record<Order['status'], BadgeTone> = {
  OPEN: 'warning',
  COMPLETE: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'danger',
};
const LABELS: Record<Order['status'], string> = {
  OPEN: 'Open',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

export function statusBadge(status: Order['status']): { tone: BadgeTone; label: string } {
  return { tone: TONES[status] ?? 'neutral', label: LABELS[status] ?? status };
}

/** Ids of filled orders, to notice a fill (a LIMIT order crossing later) between two fetches. */
export function filledIds(orders: readonly Pick<Order, 'order_id' | 'status'>[]): string {
  return orders
    .filter((o) => o.status === 'COMPLETE')
    .map((o) => o.order_id)
    .sort()
    .join(',');
}

/** The price an order shows: its fill price, else its limit, else "market". */
export function orderPrice(o: Pick<Order, 'average_price' | 'price' | 'order_type'>): number | null {
  if (o.average_price !== null && o.average_price > 0) return o.average_price;
  return o.order_type === 'LIMIT' ? o.price : null;
}
