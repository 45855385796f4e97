import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type Funds,
  type Holding,
  type Order,
  type OrderDto,
  type PlaceOrderReply,
  type UserDetails,
} from '@app/contracts';
import { DomainError, UnitOfWork, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { toHolding } from './holding.js';
import { fillPriceOnPlacement, initialStatus, isTickMultiple } from './order-rules.js';
import { PaperAccountRepository } from './paper-account.repository.js';
import { PaperFillService } from './paper-fill.service.js';

/** Orders against a simulated exchange: market orders fill at the live price, limit orders when a tick crosses them. */
@Injectable()
export class PaperBrokerService {
  constructor(
    private readonly account: PaperAccountRepository,
    private readonly fills: PaperFillService,
    private readonly market: MarketPricesClient,
    private readonly uow: UnitOfWork,
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
    if (cancelled) return cancelled;
    const status = await this.account.statusOf(userId, id);
    if (!status) throw new DomainError(ErrorCode.NotFound, 'Order not found');
    throw new DomainError(ErrorCode.Conflict, `Order is ${status}, not OPEN`);
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
