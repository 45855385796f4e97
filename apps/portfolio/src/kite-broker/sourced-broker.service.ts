import { Injectable, Optional } from '@nestjs/common';
import {
  ErrorCode,
  type BrokerPosition,
  type BrokerTrade,
  type Funds,
  type Holding,
  type ModifyOrderDto,
  type Order,
  type OrderDto,
  type PlaceOrderReply,
  type SourcedReply,
  type UserDetails,
} from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { PaperBrokerService } from '../broker/paper-broker.service.js';
import { KiteSessions, type KiteUserSession } from '../kite-connection/kite-sessions.js';
import { LedgerRecorder } from '../ledger/ledger-recorder.js';
import { KiteOrdersService } from './kite-orders.service.js';
import { KiteReadsService } from './kite-reads.service.js';

type Sourced<T> = T & SourcedReply;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A paper order id is a UUID; Kite's numeric ids name no paper order. */
const paperId = (id: string) => {
  if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, 'Order not found');
  return id;
};

/**
 * Answers each broker call from the user's source: Kite when the connection module has a live session
 * for them (connected, unexpired, live mode), the paper broker otherwise. Without a connection module
 * everyone trades on paper.
 */
@Injectable()
export class SourcedBrokerService {
  constructor(
    private readonly paper: PaperBrokerService,
    private readonly reads: KiteReadsService,
    private readonly kiteOrders: KiteOrdersService,
    @Optional() private readonly sessions?: KiteSessions,
    @Optional() private readonly ledger?: LedgerRecorder,
  ) {}

  private async live(userId: string): Promise<KiteUserSession | null> {
    return (await this.sessions?.liveSession(userId)) ?? null;
  }

  async holdings(userId: string): Promise<Sourced<{ holdings: Holding[] }>> {
    const s = await this.live(userId);
    return s ? this.reads.holdings(s) : { holdings: await this.paper.holdings(userId), source: 'paper' };
  }

  async funds(userId: string): Promise<Sourced<{ funds: Funds }>> {
    const s = await this.live(userId);
    return s ? this.reads.funds(s) : { funds: await this.paper.funds(userId), source: 'paper' };
  }

  async orders(userId: string): Promise<Sourced<{ orders: Order[] }>> {
    const s = await this.live(userId);
    return s ? this.reads.orders(s) : { orders: await this.paper.orders(userId), source: 'paper' };
  }

  async positions(userId: string): Promise<Sourced<{ net: BrokerPosition[]; day: BrokerPosition[] }>> {
    const s = await this.live(userId);
    return s ? this.reads.positions(s) : { ...(await this.paper.positions(userId)), source: 'paper' };
  }

  async trades(userId: string): Promise<Sourced<{ trades: BrokerTrade[] }>> {
    const s = await this.live(userId);
    if (!s) return { trades: await this.paper.trades(userId), source: 'paper' };
    const reply = await this.reads.trades(s);
    // Kite's trades of the day go into the lot ledger as they are seen (once each, by trade id).
    await this.ledger?.kiteTrades(userId, reply.trades);
    return reply;
  }

  async userDetails(userId: string): Promise<Sourced<{ user_details: UserDetails }>> {
    const s = await this.live(userId);
    return s ? this.reads.userDetails(s) : { user_details: await this.paper.userDetails(userId), source: 'paper' };
  }

  async place(userId: string, o: OrderDto): Promise<PlaceOrderReply> {
    const s = await this.live(userId);
    return s ? this.kiteOrders.place(s, o) : this.paper.place(userId, o);
  }

  async modify(userId: string, id: string, m: ModifyOrderDto): Promise<Sourced<{ order: Order }>> {
    if (m.price === undefined && m.quantity === undefined && m.order_type === undefined) {
      throw validationError([{ field: 'price', errors: ['give a new price, quantity or order_type'] }]);
    }
    const s = await this.live(userId);
    return s
      ? this.kiteOrders.modify(s, id, m)
      : { order: await this.paper.modify(userId, paperId(id), m), source: 'paper' };
  }

  async cancel(userId: string, id: string): Promise<Sourced<{ order: Order }>> {
    const s = await this.live(userId);
    return s ? this.kiteOrders.cancel(s, id) : { order: await this.paper.cancel(userId, paperId(id)), source: 'paper' };
  }
}
