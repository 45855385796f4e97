import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { OrderRow } from './order-row.js';
import { STARTING_CASH } from './paper-broker.constants.js';

export type FillOutcome = { status: 'COMPLETE'; price: number } | { status: 'REJECTED'; reason: string } | { status: 'SKIPPED' };

/**
 * Fills run in one transaction that locks the user's funds row first: two orders of one user are
 * serialised there, so funds, holdings and orders always agree.
 */
@Injectable()
export class FillRepository {
  constructor(@InjectDataSource() readonly ds: DataSource) {}

  async ensureFunds(userId: string, m: EntityManager = this.ds.manager): Promise<void> {
    await m.query('INSERT INTO portfolio.funds (user_id, cash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, STARTING_CASH]);
  }

  async cash(userId: string): Promise<number> {
    await this.ensureFunds(userId);
    const [row] = (await this.ds.query('SELECT cash FROM portfolio.funds WHERE user_id = $1', [userId])) as { cash: string }[];
    return Number(row.cash);
  }

  async insertOrder(m: EntityManager, userId: string, o: { tradingsymbol: string; exchange: string; token: number; side: string; type: string; product: string; quantity: number; price: number | null; status: string; message: string | null }): Promise<OrderRow> {
    const [row] = (await m.query(
      `INSERT INTO portfolio.orders (user_id, tradingsymbol, exchange, instrument_token, transaction_type, order_type, product, quantity, price, status, status_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [userId, o.tradingsymbol, o.exchange, o.token, o.side, o.type, o.product, o.quantity, o.price, o.status, o.message],
    )) as OrderRow[];
    return row;
  }

  /** Fills (or rejects) an OPEN order at a price, inside the caller's transaction; skips orders no longer open. */
  async fill(m: EntityManager, orderId: string, price: number): Promise<FillOutcome> {
    const [order] = (await m.query("SELECT * FROM portfolio.orders WHERE id = $1 AND status = 'OPEN' FOR UPDATE SKIP LOCKED", [orderId])) as OrderRow[];
    if (!order) return { status: 'SKIPPED' };
    await this.ensureFunds(order.user_id, m);
    const [funds] = (await m.query('SELECT cash FROM portfolio.funds WHERE user_id = $1 FOR UPDATE', [order.user_id])) as { cash: string }[];
    const value = new Decimal(price).times(order.quantity);
    const token = order.instrument_token;
    if (order.transaction_type === 'BUY') {
      if (new Decimal(funds.cash).lt(value)) return this.reject(m, order.id, 'Insufficient funds');
      await m.query('UPDATE portfolio.funds SET cash = cash - $2, updated_at = now() WHERE user_id = $1', [order.user_id, value.toString()]);
      await m.query(
        `INSERT INTO portfolio.holdings (user_id, instrument_token, tradingsymbol, exchange, quantity, average_price) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, instrument_token) DO UPDATE SET
           average_price = (portfolio.holdings.average_price * portfolio.holdings.quantity + EXCLUDED.average_price * EXCLUDED.quantity) / (portfolio.holdings.quantity + EXCLUDED.quantity),
           quantity = portfolio.holdings.quantity + EXCLUDED.quantity`,
        [order.user_id, token, order.tradingsymbol, order.exchange, order.quantity, price],
      );
    } else {
      const [h] = (await m.query('SELECT quantity FROM portfolio.holdings WHERE user_id = $1 AND instrument_token = $2 FOR UPDATE', [order.user_id, token])) as { quantity: number }[];
      if (!h || h.quantity < order.quantity) return this.reject(m, order.id, 'Insufficient quantity in holdings');
      if (h.quantity === order.quantity) await m.query('DELETE FROM portfolio.holdings WHERE user_id = $1 AND instrument_token = $2', [order.user_id, token]);
      else await m.query('UPDATE portfolio.holdings SET quantity = quantity - $3 WHERE user_id = $1 AND instrument_token = $2', [order.user_id, token, order.quantity]);
      await m.query('UPDATE portfolio.funds SET cash = cash + $2, updated_at = now() WHERE user_id = $1', [order.user_id, value.toString()]);
    }
    await m.query("UPDATE portfolio.orders SET status = 'COMPLETE', average_price = $2, filled_quantity = quantity, filled_at = now() WHERE id = $1", [order.id, price]);
    return { status: 'COMPLETE', price };
  }

  private async reject(m: EntityManager, id: string, reason: string): Promise<FillOutcome> {
    await m.query("UPDATE portfolio.orders SET status = 'REJECTED', status_message = $2 WHERE id = $1", [id, reason]);
    return { status: 'REJECTED', reason };
  }
}
