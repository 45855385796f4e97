import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Decimal } from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Order, Tick } from '@app/contracts';
import type { HeldQuantity } from './account-rules.js';
import { toHoldingRecord, type HoldingRecord, type HoldingRow } from './holding.js';
import { toOpenOrder, toOrder, type OpenOrder, type OrderRow } from './order-row.js';
import type { PaperFill } from './paper-day-book.js';
import { STARTING_CASH } from './paper-broker.constants.js';

/** An order as placed, before any fill. */
export interface NewOrder {
  tradingsymbol: string;
  exchange: string;
  token: number;
  side: string;
  type: string;
  product: string;
  quantity: number;
  price: number | null;
  status: string;
  message: string | null;
}

/**
 * The paper account of each user: orders, funds and holdings, which a fill changes together. A fill
 * locks the user's funds row before anything else, so two fills of one user run one after the other.
 */
@Injectable()
export class PaperAccountRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Opens the account with the starting cash the first time it is needed. */
  async ensureFunds(userId: string, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query(
      'INSERT INTO portfolio.funds (user_id, cash) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [userId, STARTING_CASH],
    );
  }

  async cash(userId: string): Promise<number> {
    await this.ensureFunds(userId);
    const [row] = (await this.ds.query('SELECT cash FROM portfolio.funds WHERE user_id = $1', [userId])) as {
      cash: string;
    }[];
    return Number(row.cash);
  }

  /** The user's cash, locked until the transaction ends. */
  async lockCash(userId: string, tx: EntityManager): Promise<string> {
    const [row] = (await tx.query('SELECT cash FROM portfolio.funds WHERE user_id = $1 FOR UPDATE', [userId])) as {
      cash: string;
    }[];
    return row.cash;
  }

  async setCash(userId: string, cash: Decimal, tx: EntityManager): Promise<void> {
    await tx.query('UPDATE portfolio.funds SET cash = $2, updated_at = now() WHERE user_id = $1', [
      userId,
      cash.toFixed(),
    ]);
  }

  /** The holding of one instrument, locked until the transaction ends; null when none is held. */
  async lockHolding(userId: string, token: number, tx: EntityManager): Promise<HeldQuantity | null> {
    const [row] = (await tx.query(
      'SELECT quantity, average_price FROM portfolio.holdings WHERE user_id = $1 AND instrument_token = $2 FOR UPDATE',
      [userId, token],
    )) as { quantity: number; average_price: string }[];
    return row ? { quantity: row.quantity, averagePrice: row.average_price } : null;
  }

  /** Stores the holding of the order's instrument as a fill left it; null removes it. */
  async saveHolding(
    o: OpenOrder,
    holding: { quantity: number; averagePrice: Decimal } | null,
    tx: EntityManager,
  ): Promise<void> {
    if (!holding) {
      await tx.query('DELETE FROM portfolio.holdings WHERE user_id = $1 AND instrument_token = $2', [
        o.userId,
        o.instrumentToken,
      ]);
      return;
    }
    await tx.query(
      `INSERT INTO portfolio.holdings (user_id, instrument_token, tradingsymbol, exchange, quantity, average_price) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, instrument_token) DO UPDATE SET quantity = EXCLUDED.quantity, average_price = EXCLUDED.average_price`,
      [o.userId, o.instrumentToken, o.tradingsymbol, o.exchange, holding.quantity, holding.averagePrice.toFixed()],
    );
  }

  async holdings(userId: string): Promise<HoldingRecord[]> {
    const rows = (await this.ds.query('SELECT * FROM portfolio.holdings WHERE user_id = $1 ORDER BY tradingsymbol', [
      userId,
    ])) as HoldingRow[];
    return rows.map(toHoldingRecord);
  }

  /** Inserts the order and answers its id. */
  async insertOrder(userId: string, o: NewOrder, tx: EntityManager): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO portfolio.orders (user_id, tradingsymbol, exchange, instrument_token, transaction_type, order_type, product, quantity, price, status, status_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        userId,
        o.tradingsymbol,
        o.exchange,
        o.token,
        o.side,
        o.type,
        o.product,
        o.quantity,
        o.price,
        o.status,
        o.message,
      ],
    )) as { id: string }[];
    return row.id;
  }

  async order(id: string, tx?: EntityManager): Promise<Order> {
    const [row] = (await (tx ?? this.ds.manager).query('SELECT * FROM portfolio.orders WHERE id = $1', [
      id,
    ])) as OrderRow[];
    return toOrder(row);
  }

  /** The order if it is still open, locked; null when it is not open or another fill holds it. */
  async lockOpenOrder(id: string, tx: EntityManager): Promise<OpenOrder | null> {
    const [row] = (await tx.query(
      "SELECT * FROM portfolio.orders WHERE id = $1 AND status = 'OPEN' FOR UPDATE SKIP LOCKED",
      [id],
    )) as OrderRow[];
    return row ? toOpenOrder(row) : null;
  }

  async completeOrder(id: string, price: number, tx: EntityManager): Promise<void> {
    await tx.query(
      "UPDATE portfolio.orders SET status = 'COMPLETE', average_price = $2, filled_quantity = quantity, filled_at = now() WHERE id = $1",
      [id, price],
    );
  }

  async rejectOrder(id: string, reason: string, tx: EntityManager): Promise<void> {
    await tx.query("UPDATE portfolio.orders SET status = 'REJECTED', status_message = $2 WHERE id = $1", [id, reason]);
  }

  /**
   * Open limit orders that the batch's prices cross (BUY at or below the limit, SELL at or above: the
   * rule of crossesLimit, applied set-wise so a tick batch costs one statement), with the price.
   */
  async crossedLimitOrders(ticks: readonly Tick[]): Promise<{ id: string; price: number }[]> {
    return (await this.ds.query(
      `SELECT o.id, t.price::float8 AS price FROM portfolio.orders o
         JOIN unnest($1::bigint[], $2::numeric[]) AS t(token, price) ON o.instrument_token = t.token
        WHERE o.status = 'OPEN' AND o.order_type = 'LIMIT'
          AND ((o.transaction_type = 'BUY' AND t.price <= o.price) OR (o.transaction_type = 'SELL' AND t.price >= o.price))`,
      [ticks.map((t) => t.instrument_token), ticks.map((t) => t.last_price)],
    )) as { id: string; price: number }[];
  }

  async orders(userId: string): Promise<Order[]> {
    const rows = (await this.ds.query('SELECT * FROM portfolio.orders WHERE user_id = $1 ORDER BY created_at DESC', [
      userId,
    ])) as OrderRow[];
    return rows.map(toOrder);
  }

  /** Cancels the user's order if it is open; null when it is not (see statusOf). */
  async cancelOpen(userId: string, id: string): Promise<Order | null> {
    const [rows] = (await this.ds.query(
      "UPDATE portfolio.orders SET status = 'CANCELLED', status_message = 'Cancelled by user' WHERE user_id = $1 AND id = $2 AND status = 'OPEN' RETURNING *",
      [userId, id],
    )) as [OrderRow[], number];
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** The status of the user's order; null when the user has no such order. */
  async statusOf(userId: string, id: string): Promise<string | null> {
    const [row] = (await this.ds.query('SELECT status FROM portfolio.orders WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as { status: string }[];
    return row?.status ?? null;
  }
  /** The user's fills since an instant, oldest first: the day's trades and positions are built from them. */
  async fillsSince(userId: string, since: Date): Promise<PaperFill[]> {
    const rows = (await this.ds.query(
      `SELECT * FROM portfolio.orders WHERE user_id = $1 AND status = 'COMPLETE' AND filled_at >= $2 ORDER BY filled_at`,
      [userId, since],
    )) as OrderRow[];
    return rows.map((r) => ({
      orderId: r.id,
      tradingsymbol: r.tradingsymbol,
      exchange: r.exchange,
      instrumentToken: Number(r.instrument_token),
      side: r.transaction_type,
      product: r.product,
      quantity: r.quantity,
      price: r.average_price ?? '0',
      orderedAt: r.created_at,
      filledAt: r.filled_at!,
    }));
  }

  /** Changes the price and/or quantity of the user's open LIMIT order; null when it has no such order open. */
  async modifyOpen(userId: string, id: string, change: { quantity?: number; price?: number }): Promise<Order | null> {
    const [rows] = (await this.ds.query(
      `UPDATE portfolio.orders SET quantity = COALESCE($3, quantity), price = COALESCE($4, price)
        WHERE user_id = $1 AND id = $2 AND status = 'OPEN' AND order_type = 'LIMIT' RETURNING *`,
      [userId, id, change.quantity ?? null, change.price ?? null],
    )) as [OrderRow[], number];
    return rows[0] ? toOrder(rows[0]) : null;
  }

  /** The owner of an order, for telling them it changed. */
  async ownerOf(id: string): Promise<string | null> {
    const [row] = (await this.ds.query('SELECT user_id FROM portfolio.orders WHERE id = $1', [id])) as {
      user_id: string;
    }[];
    return row?.user_id ?? null;
  }
}
