import type { ModifyOrderDto, OrderDto } from '@app/contracts';

/**
 * The market protection (percent) sent with every MARKET order: SEBI's retail-algo rules make Kite
 * refuse a MARKET order without one (and refuse 0). 3 % keeps a market order from filling more than 3 %
 * away from the last price in a thin book, and is wide enough that a liquid stock fills at once.
 */
export const MARKET_PROTECTION_PERCENT = 3;

/** POST /orders/regular's form (market-facts §2.7): a day order, priced only when it is a LIMIT order. */
export function placeForm(o: OrderDto): Record<string, string | number | undefined> {
  return {
    tradingsymbol: o.tradingsymbol,
    exchange: o.exchange,
    transaction_type: o.transaction_type,
    order_type: o.order_type,
    quantity: o.quantity,
    product: o.product,
    validity: 'DAY',
    price: o.order_type === 'LIMIT' ? o.price : undefined,
    market_protection: o.order_type === 'MARKET' ? MARKET_PROTECTION_PERCENT : undefined,
  };
}

/** PUT /orders/regular/{id}'s form: only what changes, with the protection a MARKET order needs. */
export function modifyForm(m: ModifyOrderDto): Record<string, string | number | undefined> {
  return {
    quantity: m.quantity,
    price: m.order_type === 'MARKET' ? undefined : m.price,
    order_type: m.order_type,
    validity: 'DAY',
    market_protection: m.order_type === 'MARKET' ? MARKET_PROTECTION_PERCENT : undefined,
  };
}
