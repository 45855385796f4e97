import type { BrokerSource } from '@app/contracts/broker/types';
import type { OrderUpdatePush } from '@app/contracts/live/socket-events';
import type { Order } from '@app/contracts/portfolio/types';
import { instantOf } from '../../shared/format/dates';
import { isPending } from './orderStatus';

/** The order book as the orders call answers it: the orders, newest first, and where they live. */
export interface OrderBook {
  orders: Order[];
  source: OrderUpdatePush['source'];
  as_of?: string;
  stale_reason?: string;
}

const at = (o: Order) => instantOf(o.order_timestamp)?.getTime() ?? 0;
const newestFirst = (a: Order, b: Order) => at(b) - at(a);

/**
 * The book after one `order_update` push: the order replaces its earlier self, or joins the book in
 * time order. Pushes can overtake each other, so a settled order (complete, cancelled, rejected) never
 * goes back to a pending state, and fewer filled shares never replace more. A push from the other
 * source (a paper order while the book is Kite's) leaves the book as it is. Unchanged input, same object.
 */
export function mergeOrderUpdate<B extends { orders: Order[]; source?: BrokerSource }>(
  book: B,
  push: OrderUpdatePush,
): B {
  if (book.source && book.source !== push.source) return book;
  const incoming = push.order;
  const i = book.orders.findIndex((o) => o.order_id === incoming.order_id);
  if (i < 0) return { ...book, orders: [...book.orders, incoming].sort(newestFirst) };
  const known = book.orders[i]!;
  if (!isPending(known) && isPending(incoming)) return book;
  if (isPending(known) && isPending(incoming) && incoming.filled_quantity < known.filled_quantity) return book;
  const orders = book.orders.slice();
  orders[i] = incoming;
  return { ...book, orders };
}

/** While an order is pending, ask again this often so a fill shows without a reload. */
export const OPEN_ORDER_POLL_MS = 3000;
/** A Kite book hears its changes as `order_update` pushes; a slow poll only covers a missed one. */
export const PUSHED_ORDER_POLL_MS = 15_000;

/**
 * How often the order book is asked again: never without a pending order; often for the paper broker
 * or without a live socket; seldom for a Kite book whose changes arrive as pushes.
 */
export function orderPollMs(book: Pick<OrderBook, 'orders' | 'source'> | undefined, socketLive: boolean): number {
  if (!book || !book.orders.some(isPending)) return 0;
  return book.source === 'kite' && socketLive ? PUSHED_ORDER_POLL_MS : OPEN_ORDER_POLL_MS;
}
