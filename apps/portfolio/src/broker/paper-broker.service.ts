import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type BrokerPosition,
  type BrokerTrade,
  type Funds,
  type ModifyOrderDto,
  type Holding,
  type Order,
  type OrderDto,
  type PlaceOrderReply,
  type UserDetails,
} from '@app/contracts';
import { DomainError, UnitOfWork, validationError } from '@app/common';
import { OrderUpdatesPublisher } from '../kite-broker/order-updates.publisher.js';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { toHolding } from './holding.js';
import { fillPriceOnPlacement, initialStatus, isTickMultiple } from './order-rules.js';
import { PaperAccountRepository } from './paper-account.repository.js';
import { istDayStart, paperDayPositions, paperTrades } from './paper-day-book.js';
import { PaperFillService } from './paper-fill.service.js';

/** Orders against a simulated exchange: market orders fill at the live price, limit orders when a tick crosses them. */
@Injectable()
export class PaperBrokerService {
  constructor(
    private readonly account: PaperAccountRepository,
    private readonly fills: PaperFillService,
    private readonly market: MarketPricesClient,
    private readonly uow: UnitOfWork,
    private readonly updates: OrderUpdatesPublisher,
  ) {}

  async place(userId: string, o: OrderDto): Promise<PlaceOrderReply> {
    const token = await this.market.bySymbol(o.exchange, o.tradingsymbol);
    if (!token) throw new DomainError(ErrorCode.NotFound, `${o.exchange}:${o.tradingsymbol} is not a known instrument`);
    const instrument = await this.market.instrument(token);
    if (o.order_type === 'LIMIT' && instrument && !isTickMultiple(o.price!, instrument.tick_size)) {
      throw validationError([
        { field: 'order.price', errors: [`price must be a multiple of the tick size ${instrument.tick_size}`] },
      ]);
    }
    const live = (await this.market.priceOf(token))?.last_price;
    const order = await this.uow.run(async (tx) => {
      const { status, message } = initialStatus(o, live);
      const id = await this.account.insertOrder(
        userId,
        {
          tradingsymbol: o.tradingsymbol,
          exchange: o.exchange,
          token,
          side: o.transaction_type,
          type: o.order_type,
          product: o.product,
          quantity: o.quantity,
          price: o.order_type === 'LIMIT' ? o.price! : null,
          status,
          message,
        },
        tx,
      );
      const price = fillPriceOnPlacement(o, live);
      if (price !== undefined) await this.fills.fill(tx, id, price);
      return this.account.order(id, tx);
    });
    this.updates.publish(userId, 'paper', order);
    return {
      order_id: order.order_id,
      source: 'paper',
      status: order.status,
      status_message: order.status_message,
      order,
    };
  }

  orders(userId: string): Promise<Order[]> {
    return this.account.orders(userId);
  }

  async cancel(userId: string, id: string): Promise<Order> {
    const cancelled = await this.account.cancelOpen(userId, id);
    if (!cancelled) throw await this.notOpen(userId, id);
    this.updates.publish(userId, 'paper', cancelled);
    return cancelled;
  }

  /**
   * Changes an open paper limit order's price and/or quantity; it stays a LIMIT order (a paper MARKET
   * order fills, or is rejected, the moment it is placed, so none is ever open). A new price that the
   * market already crosses fills on the next tick.
   */
  async modify(userId: string, id: string, m: ModifyOrderDto): Promise<Order> {
    if (m.order_type === 'MARKET') {
      throw validationError([
        { field: 'order_type', errors: ['a paper order can only change its price and quantity'] },
      ]);
    }
    if (m.price === undefined && m.quantity === undefined) {
      throw validationError([{ field: 'price', errors: ['give a new price or quantity'] }]);
    }
    if (m.price !== undefined && (await this.account.statusOf(userId, id))) {
      const instrument = await this.market.instrument((await this.account.order(id)).instrument_token);
      if (instrument && !isTickMultiple(m.price, instrument.tick_size)) {
        throw validationError([
          { field: 'price', errors: [`price must be a multiple of the tick size ${instrument.tick_size}`] },
        ]);
      }
    }
    const changed = await this.account.modifyOpen(userId, id, { quantity: m.quantity, price: m.price });
    if (!changed) throw await this.notOpen(userId, id);
    this.updates.publish(userId, 'paper', changed);
    return changed;
  }

  private async notOpen(userId: string, id: string): Promise<DomainError> {
    const status = await this.account.statusOf(userId, id);
    if (!status) return new DomainError(ErrorCode.NotFound, 'Order not found');
    return new DomainError(ErrorCode.Conflict, `Order is ${status}, not OPEN`);
  }

  /** Today's paper fills as Kite-shaped day positions; the paper account carries nothing overnight but holdings. */
  async positions(userId: string): Promise<{ net: BrokerPosition[]; day: BrokerPosition[] }> {
    const fills = await this.account.fillsSince(userId, istDayStart(new Date()));
    const prices = await this.market.latest([...new Set(fills.map((f) => f.instrumentToken))]);
    const last = new Map([...prices].map(([token, tick]) => [token, tick.last_price]));
    const day = paperDayPositions(fills, last);
    return { net: day, day };
  }

  /** Today's paper fills as trades. */
  async trades(userId: string): Promise<BrokerTrade[]> {
    return paperTrades(await this.account.fillsSince(userId, istDayStart(new Date())));
  }

  async funds(userId: string): Promise<Funds> {
    const cash = await this.account.cash(userId);
    return {
      equity: {
        enabled: true,
        net: cash,
        available: { cash, live_balance: cash, opening_balance: cash },
        utilised: { debits: 0 },
      },
    };
  }

  async holdings(userId: string): Promise<Holding[]> {
    const held = await this.account.holdings(userId);
    const prices = await this.market.latest(held.map((h) => h.instrumentToken));
    return held.map((h) => toHolding(h, prices.get(h.instrumentToken)));
  }

  /** What the paper broker offers, and the user's cash, in Kite's user-details shape. */
  async userDetails(userId: string): Promise<UserDetails> {
    const { equity } = await this.funds(userId);
    return {
      user_id: userId,
      broker: 'PAPER',
      exchanges: ['NSE', 'BSE', 'NFO', 'MCX'],
      products: ['CNC', 'MIS', 'NRML'],
      order_types: ['MARKET', 'LIMIT'],
      available_cash: equity.available.cash,
    };
  }
}
