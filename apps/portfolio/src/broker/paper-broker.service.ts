import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import { ErrorCode, MARKET_EVENTS, type Holding, type Order, type OrderDto, type TickBatch } from '@app/contracts';
import { DomainError, LOGGER, NATS_CONNECTION, validationError } from '@app/common';
import { MarketPricesClient } from '../market/market-prices.client.js';
import { FillRepository } from './fill.repository.js';
import { toOrder, type OrderRow } from './order-row.js';

const onTick = (price: number, tick: number) => !(tick > 0) || Math.abs(price / tick - Math.round(price / tick)) < 1e-6;

/** Orders against a simulated exchange: market orders fill at the live price, limit orders when a tick crosses them. */
@Injectable()
export class PaperBrokerService implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly fills: FillRepository,
    private readonly market: MarketPricesClient,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // One replica per batch (queue group): each crossing is filled once.
    this.sub = this.nc.subscribe(MARKET_EVENTS.ticks, {
      queue: 'portfolio',
      callback: (_e, msg) => {
        const batch = msg.json<TickBatch>();
        this.working = this.working.then(() => this.fillCrossed(batch)).catch((e: Error) => this.logger.error({ err: e.message }, 'limit fills failed'));
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }

  async place(userId: string, o: OrderDto): Promise<Order> {
    const token = await this.market.bySymbol(o.exchange, o.tradingsymbol);
    if (!token) throw new DomainError(ErrorCode.NotFound, `${o.exchange}:${o.tradingsymbol} is not a known instrument`);
    const instrument = await this.market.instrument(token);
    if (o.order_type === 'LIMIT' && instrument && !onTick(o.price!, instrument.tick_size)) {
      throw validationError([{ field: 'order.price', errors: [`price must be a multiple of the tick size ${instrument.tick_size}`] }]);
    }
    const live = (await this.market.priceOf(token))?.last_price;
    const row = await this.fills.ds.transaction(async (m) => {
      const noPrice = o.order_type === 'MARKET' && live === undefined;
      const order = await this.fills.insertOrder(m, userId, {
        tradingsymbol: o.tradingsymbol,
        exchange: o.exchange,
        token,
        side: o.transaction_type,
        type: o.order_type,
        product: o.product,
        quantity: o.quantity,
        price: o.order_type === 'LIMIT' ? o.price! : null,
        status: noPrice ? 'REJECTED' : 'OPEN',
        message: noPrice ? 'No live price for a market order' : null,
      });
      if (noPrice) return order;
      const crossing = live !== undefined && (o.order_type === 'MARKET' || (o.transaction_type === 'BUY' ? live <= o.price! : live >= o.price!));
      if (crossing) await this.fills.fill(m, order.id, live);
      const [after] = (await m.query('SELECT * FROM portfolio.orders WHERE id = $1', [order.id])) as OrderRow[];
      return after;
    });
    return toOrder(row);
  }

  private async fillCrossed(batch: TickBatch): Promise<void> {
    if (batch.ticks.length === 0) return;
    const crossed = (await this.fills.ds.query(
      `SELECT o.id, t.price::float8 AS price FROM portfolio.orders o
         JOIN unnest($1::bigint[], $2::numeric[]) AS t(token, price) ON o.instrument_token = t.token
        WHERE o.status = 'OPEN' AND o.order_type = 'LIMIT'
          AND ((o.transaction_type = 'BUY' AND t.price <= o.price) OR (o.transaction_type = 'SELL' AND t.price >= o.price))`,
      [batch.ticks.map((t) => t.instrument_token), batch.ticks.map((t) => t.last_price)],
    )) as { id: string; price: number }[];
    for (const c of crossed) await this.fills.ds.transaction((m) => this.fills.fill(m, c.id, c.price));
  }

  async orders(userId: string): Promise<Order[]> {
    const rows = (await this.fills.ds.query('SELECT * FROM portfolio.orders WHERE user_id = $1 ORDER BY created_at DESC', [userId])) as OrderRow[];
    return rows.map(toOrder);
  }

  async cancel(userId: string, id: string): Promise<Order> {
    const [rows] = (await this.fills.ds.query("UPDATE portfolio.orders SET status = 'CANCELLED', status_message = 'Cancelled by user' WHERE user_id = $1 AND id = $2 AND status = 'OPEN' RETURNING *", [userId, id])) as [OrderRow[], number];
    if (rows[0]) return toOrder(rows[0]);
    const [existing] = (await this.fills.ds.query('SELECT status FROM portfolio.orders WHERE user_id = $1 AND id = $2', [userId, id])) as { status: string }[];
    if (!existing) throw new DomainError(ErrorCode.NotFound, 'Order not found');
    throw new DomainError(ErrorCode.Conflict, `Order is ${existing.status}, not OPEN`);
  }

  async funds(userId: string) {
    const cash = await this.fills.cash(userId);
    return { equity: { enabled: true, net: cash, available: { cash, live_balance: cash, opening_balance: cash }, utilised: { debits: 0 } } };
  }

  async holdings(userId: string): Promise<Holding[]> {
    const rows = (await this.fills.ds.query('SELECT * FROM portfolio.holdings WHERE user_id = $1 ORDER BY tradingsymbol', [userId])) as {
      instrument_token: string;
      tradingsymbol: string;
      exchange: string;
      quantity: number;
      average_price: string;
    }[];
    const prices = await this.market.latest(rows.map((r) => Number(r.instrument_token)));
    return rows.map((r) => {
      const t = prices.get(Number(r.instrument_token));
      const avg = Number(r.average_price);
      return {
        tradingsymbol: r.tradingsymbol,
        exchange: r.exchange,
        instrument_token: Number(r.instrument_token),
        quantity: r.quantity,
        average_price: avg,
        last_price: t?.last_price ?? null,
        pnl: t ? new Decimal(t.last_price).minus(r.average_price).times(r.quantity).toNumber() : null,
        day_change: t ? t.change : null,
        day_change_percentage: t ? t.change_percent : null,
      };
    });
  }
}
