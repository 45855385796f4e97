import { Injectable } from '@nestjs/common';
import type { ModifyOrderDto, Order, OrderDto, PlaceOrderReply } from '@app/contracts';
import type { KiteUserSession } from '../kite-connection/kite-sessions.js';
import { KiteClient } from './kite-client.js';
import { modifyForm, placeForm } from './kite-order-form.js';
import { KiteReadsService } from './kite-reads.service.js';
import { OrderTrackerService } from './order-tracker.service.js';

/**
 * Regular orders at Kite for a connected user: place, modify and cancel, each sent once. Kite's answer
 * only means accepted, so the reply reports the order as one read of its history finds it, and the
 * tracker follows it from there.
 */
@Injectable()
export class KiteOrdersService {
  constructor(
    private readonly kite: KiteClient,
    private readonly reads: KiteReadsService,
    private readonly tracker: OrderTrackerService,
  ) {}

  async place(s: KiteUserSession, o: OrderDto): Promise<PlaceOrderReply> {
    const { order_id } = await this.kite.write<{ order_id: string }>(s, 'POST', '/orders/regular', placeForm(o));
    const order = (await this.current(s, order_id)) ?? pendingOrder(order_id, o);
    this.tracker.track(s.userId, order);
    return { order_id, source: 'kite', status: order.status, status_message: order.status_message, order };
  }

  async modify(s: KiteUserSession, orderId: string, m: ModifyOrderDto): Promise<{ order: Order; source: 'kite' }> {
    await this.kite.write(s, 'PUT', `/orders/regular/${encodeURIComponent(orderId)}`, modifyForm(m));
    return this.after(s, orderId, 'MODIFY PENDING');
  }

  async cancel(s: KiteUserSession, orderId: string): Promise<{ order: Order; source: 'kite' }> {
    await this.kite.write(s, 'DELETE', `/orders/regular/${encodeURIComponent(orderId)}`);
    return this.after(s, orderId, 'CANCEL PENDING');
  }

  private async after(s: KiteUserSession, orderId: string, pending: Order['status']) {
    const order = (await this.current(s, orderId)) ?? { ...pendingOrder(orderId), status: pending };
    this.tracker.track(s.userId, order);
    return { order, source: 'kite' as const };
  }

  /** One read of the order's history; a failure here must not hide that Kite accepted the request. */
  private async current(s: KiteUserSession, orderId: string): Promise<Order | null> {
    return this.reads.order(s, orderId).catch(() => null);
  }
}

/** The order as Kite's acceptance leaves it, when its history could not be read back. */
function pendingOrder(orderId: string, o?: OrderDto): Order {
  return {
    order_id: orderId,
    exchange_order_id: null,
    variety: 'regular',
    tradingsymbol: o?.tradingsymbol ?? '',
    exchange: o?.exchange ?? '',
    instrument_token: 0,
    transaction_type: o?.transaction_type ?? 'BUY',
    order_type: o?.order_type ?? 'LIMIT',
    product: o?.product ?? '',
    quantity: o?.quantity ?? 0,
    price: o?.order_type === 'LIMIT' ? (o.price ?? null) : null,
    status: 'OPEN PENDING',
    status_message: null,
    average_price: null,
    filled_quantity: 0,
    order_timestamp: new Date().toISOString(),
    exchange_timestamp: null,
  };
}
