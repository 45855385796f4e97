import type { Order } from '@app/contracts';
import type { Side } from './order-rules.js';

export interface OrderRow {
  id: string;
  user_id: string;
  tradingsymbol: string;
  exchange: string;
  instrument_token: string;
  transaction_type: Side;
  order_type: 'MARKET' | 'LIMIT';
  product: string;
  quantity: number;
  price: string | null;
  status: Order['status'];
  status_message: string | null;
  average_price: string | null;
  filled_quantity: number;
  created_at: Date;
  filled_at: Date | null;
}

/** An open order as a fill needs it. */
export interface OpenOrder {
  id: string;
  userId: string;
  tradingsymbol: string;
  exchange: string;
  instrumentToken: number;
  side: Side;
  quantity: number;
}

export const toOpenOrder = (r: OrderRow): OpenOrder => ({
  id: r.id,
  userId: r.user_id,
  tradingsymbol: r.tradingsymbol,
  exchange: r.exchange,
  instrumentToken: Number(r.instrument_token),
  side: r.transaction_type,
  quantity: r.quantity,
});

export function toOrder(r: OrderRow): Order {
  return {
    order_id: r.id,
    tradingsymbol: r.tradingsymbol,
    exchange: r.exchange,
    instrument_token: Number(r.instrument_token),
    transaction_type: r.transaction_type,
    order_type: r.order_type,
    product: r.product,
    quantity: r.quantity,
    price: r.price === null ? null : Number(r.price),
    status: r.status,
    status_message: r.status_message,
    average_price: r.average_price === null ? null : Number(r.average_price),
    filled_quantity: r.filled_quantity,
    order_timestamp: r.created_at.toISOString(),
    exchange_timestamp: r.filled_at ? r.filled_at.toISOString() : null,
  };
}
