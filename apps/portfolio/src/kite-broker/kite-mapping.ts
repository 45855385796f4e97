import type { BrokerPosition, BrokerTrade, Funds, Holding, Order, OrderStatus, UserDetails } from '@app/contracts';

type Row = Record<string, unknown>;

/** A number from Kite's JSON (a numeric string from a proxy too); null when absent or not a number. */
export const numOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};
const num = (v: unknown): number => numOrNull(v) ?? 0;
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** A `/portfolio/holdings` row: Kite's fields kept, the contract's ones as numbers. */
export function holdingOf(r: Row): Holding {
  return {
    ...r,
    tradingsymbol: str(r.tradingsymbol),
    exchange: str(r.exchange),
    instrument_token: num(r.instrument_token),
    quantity: num(r.quantity),
    average_price: num(r.average_price),
    last_price: numOrNull(r.last_price),
    pnl: numOrNull(r.pnl),
    day_change: numOrNull(r.day_change),
    day_change_percentage: numOrNull(r.day_change_percentage),
  };
}

const numbers = (o: unknown): Record<string, number> =>
  Object.fromEntries(Object.entries((o ?? {}) as Row).map(([k, v]) => [k, num(v)]));

/** `/user/margins`: the equity segment in the contract's shape, the commodity segment kept beside it. */
export function fundsOf(data: Row): Funds {
  const e = (data.equity ?? {}) as Row;
  const available = numbers(e.available);
  return {
    ...data,
    equity: {
      ...e,
      enabled: e.enabled !== false,
      net: num(e.net),
      available: { ...available, cash: available.cash ?? 0 },
      utilised: numbers(e.utilised),
    },
  };
}

/** An order from `/orders` or the last entry of `/orders/{id}`; Kite's timestamps stay as Kite wrote them (IST). */
export function orderOf(r: Row): Order {
  return {
    ...r,
    order_id: str(r.order_id),
    exchange_order_id: strOrNull(r.exchange_order_id),
    variety: str(r.variety || 'regular'),
    tradingsymbol: str(r.tradingsymbol),
    exchange: str(r.exchange),
    instrument_token: num(r.instrument_token),
    transaction_type: r.transaction_type === 'SELL' ? 'SELL' : 'BUY',
    order_type: str(r.order_type) as Order['order_type'],
    product: str(r.product),
    quantity: num(r.quantity),
    price: numOrNull(r.price),
    status: str(r.status) as OrderStatus,
    status_message: strOrNull(r.status_message),
    average_price: numOrNull(r.average_price),
    filled_quantity: num(r.filled_quantity),
    order_timestamp: str(r.order_timestamp),
    exchange_timestamp: strOrNull(r.exchange_timestamp),
  };
}

const POSITION_NUMBERS = [
  'instrument_token',
  'quantity',
  'overnight_quantity',
  'multiplier',
  'average_price',
  'close_price',
  'last_price',
  'value',
  'pnl',
  'm2m',
  'unrealised',
  'realised',
  'buy_quantity',
  'buy_price',
  'buy_value',
  'sell_quantity',
  'sell_price',
  'sell_value',
  'day_buy_quantity',
  'day_sell_quantity',
] as const;

/** A `/portfolio/positions` row (net or day). */
export function positionOf(r: Row): BrokerPosition {
  const out = { ...r, tradingsymbol: str(r.tradingsymbol), exchange: str(r.exchange), product: str(r.product) } as Row;
  for (const k of POSITION_NUMBERS) out[k] = num(r[k]);
  return out as unknown as BrokerPosition;
}

/** A `/trades` row. */
export function tradeOf(r: Row): BrokerTrade {
  return {
    ...r,
    trade_id: str(r.trade_id),
    order_id: str(r.order_id),
    exchange_order_id: strOrNull(r.exchange_order_id),
    tradingsymbol: str(r.tradingsymbol),
    exchange: str(r.exchange),
    instrument_token: num(r.instrument_token),
    transaction_type: r.transaction_type === 'SELL' ? 'SELL' : 'BUY',
    product: str(r.product),
    average_price: num(r.average_price),
    quantity: num(r.quantity),
    fill_timestamp: strOrNull(r.fill_timestamp),
    order_timestamp: strOrNull(r.order_timestamp),
    exchange_timestamp: strOrNull(r.exchange_timestamp),
  };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** `/user/profile` with the equity cash from `/user/margins`, in the user-details shape. */
export function userDetailsOf(profile: Row, funds: Funds): UserDetails {
  return {
    ...profile,
    user_id: str(profile.user_id),
    user_name: str(profile.user_name),
    user_shortname: str(profile.user_shortname),
    email: str(profile.email),
    broker: str(profile.broker || 'ZERODHA'),
    exchanges: strings(profile.exchanges),
    products: strings(profile.products),
    order_types: strings(profile.order_types),
    available_cash: funds.equity.available.cash,
  };
}
