import { PENDING_ORDER_STATUSES, type Order } from '@app/contracts/portfolio/types';
import type { BadgeTone } from '../../shared/ui';

const PENDING: ReadonlySet<string> = new Set(PENDING_ORDER_STATUSES);

/** An OPEN order counts as pending, and so do Kite's in-between states (TRIGGER PENDING, MODIFY PENDING...). */
export const isPending = (o: Pick<Order, 'status'>): boolean => PENDING.has(o.status);

export const pendingCount = (orders: readonly Pick<Order, 'status'>[]): number => orders.filter(isPending).length;

const TONES: Partial<Record<Order['status'], BadgeTone>> = {
  OPEN: 'warning',
  COMPLETE: 'success',
  CANCELLED: 'neutral',
  REJECTED: 'danger',
};
const LABELS: Partial<Record<Order['status'], string>> = {
  OPEN: 'Open',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  REJECTED: 'Rejected',
};

export function statusBadge(status: Order['status']): { tone: BadgeTone; label: string } {
  if (!TONES[status] && PENDING.has(status)) return { tone: 'warning', label: titleCase(status) };
  return { tone: TONES[status] ?? 'neutral', label: LABELS[status] ?? status };
}

const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

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
