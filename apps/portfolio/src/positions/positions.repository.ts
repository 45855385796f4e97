import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PositionRow } from './position-row.js';

export interface NewPosition {
  trading_symbol: string;
  instrument_token: number;
  exchange: string;
  name: string;
  instrument_type: string;
  expiry: string | null;
  buy_date: string | null;
  buy_price: number;
  quantity: number;
  position_type: string;
  yesterday_closing_price: number | null;
}

const FIELDS: (keyof NewPosition)[] = ['trading_symbol', 'instrument_token', 'exchange', 'name', 'instrument_type', 'expiry', 'buy_date', 'buy_price', 'quantity', 'position_type', 'yesterday_closing_price'];

/** Every open position of a user; exported for the benchmark's bare baseline. */
export const LIST_POSITIONS_SQL = 'SELECT * FROM portfolio.positions WHERE user_id = $1 ORDER BY created_at';

@Injectable()
export class PositionsRepository {
  constructor(@InjectDataSource() readonly ds: DataSource) {}

  /** Every open position of the user in one statement. */
  async list(userId: string): Promise<PositionRow[]> {
    return (await this.ds.query(LIST_POSITIONS_SQL, [userId])) as PositionRow[];
  }

  async get(userId: string, id: string, m: EntityManager = this.ds.manager, lock = false): Promise<PositionRow | null> {
    const rows = (await m.query(`SELECT * FROM portfolio.positions WHERE user_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [userId, id])) as PositionRow[];
    return rows[0] ?? null;
  }

  async insert(userId: string, p: NewPosition, m: EntityManager = this.ds.manager): Promise<PositionRow> {
    const cols = FIELDS.join(', ');
    const params = FIELDS.map((_, i) => `$${i + 2}`).join(', ');
    const rows = (await m.query(`INSERT INTO portfolio.positions (user_id, ${cols}) VALUES ($1, ${params}) RETURNING *`, [userId, ...FIELDS.map((f) => p[f])])) as PositionRow[];
    return rows[0];
  }

  async update(userId: string, id: string, changes: Partial<NewPosition>): Promise<PositionRow | null> {
    const keys = FIELDS.filter((f) => changes[f] !== undefined);
    if (keys.length === 0) return this.get(userId, id);
    const set = keys.map((k, i) => `${k} = $${i + 3}`).join(', ');
    const [rows] = (await this.ds.query(`UPDATE portfolio.positions SET ${set}, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING *`, [userId, id, ...keys.map((k) => changes[k])])) as [PositionRow[], number];
    return rows[0] ?? null;
  }

  async setQuantity(m: EntityManager, id: string, quantity: number): Promise<void> {
    await m.query('UPDATE portfolio.positions SET quantity = $2, updated_at = now() WHERE id = $1', [id, quantity]);
  }

  async delete(userId: string, id: string, m: EntityManager = this.ds.manager): Promise<boolean> {
    const [, n] = (await m.query('DELETE FROM portfolio.positions WHERE user_id = $1 AND id = $2', [userId, id])) as [unknown, number];
    return n > 0;
  }
}
