import type { Order } from '@app/contracts';

/** Kite's end states: an order in one of them will not change again. */
export const FINAL_ORDER_STATUSES: ReadonlySet<string> = new Set(['COMPLETE', 'CANCELLED', 'REJECTED']);

/** How many times a pending order is read back before the poller gives up on it (then `GET /orders` still tells). */
export const MAX_ORDER_POLLS = 300;

export const isFinal = (o: Pick<Order, 'status'>) => FINAL_ORDER_STATUSES.has(o.status);

/** What makes two states of an order different enough to tell the user. */
export const orderStateKey = (o: Order) =>
  [o.status, o.filled_quantity, o.average_price, o.price, o.quantity, o.status_message].join('|');
