import type { OrderDto } from '@app/contracts';

export type Side = 'BUY' | 'SELL';

/**
 * A limit price must be a whole number of ticks, within a millionth of a tick for the doubles' sake;
 * an instrument without a positive tick size takes any price.
 */
export function isTickMultiple(price: number, tickSize: number): boolean {
  return !(tickSize > 0) || Math.abs(price / tickSize - Math.round(price / tickSize)) < 1e-6;
}

/**
 * Whether a price crosses a limit order: a BUY fills at or below its limit, a SELL at or above.
 * The per-tick fill runs the same predicate set-wise in SQL (PaperAccountRepository.crossedLimitOrders).
 */
export function crossesLimit(side: Side, limitPrice: number, price: number): boolean {
  return side === 'BUY' ? price <= limitPrice : price >= limitPrice;
}

/** How an order starts out: a market order with no live price to fill at is rejected at once, the rest are open. */
export function initialStatus(
  o: Pick<OrderDto, 'order_type'>,
  live: number | undefined,
): { status: 'OPEN' | 'REJECTED'; message: string | null } {
  return o.order_type === 'MARKET' && live === undefined
    ? { status: 'REJECTED', message: 'No live price for a market order' }
    : { status: 'OPEN', message: null };
}

/**
 * The price an order fills at the moment it is placed: a market order at the live price, a limit
 * order at the live price when that crosses its limit; undefined leaves it open (or, without a live
 * price, rejected) until a tick crosses it.
 */
export function fillPriceOnPlacement(
  o: Pick<OrderDto, 'order_type' | 'transaction_type' | 'price'>,
  live: number | undefined,
): number | undefined {
  if (live === undefined) return undefined;
  return o.order_type === 'MARKET' || crossesLimit(o.transaction_type, o.price!, live) ? live : undefined;
}
