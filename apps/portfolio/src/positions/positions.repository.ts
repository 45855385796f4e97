import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { unnestRows, type InsertColumn } from '@app/common';
import type { NewPosition, StoredPosition } from './position.js';
import { toStoredPosition, type PositionRow } from './position-row.js';
import { TIMESTAMPS_AS_ISO_TEXT } from './timestamp-text.js';

const COLUMNS: Record<keyof NewPosition, string> = {
  tradingSymbol: 'trading_symbol',
  instrumentToken: 'instrument_token',
  exchange: 'exchange',
  name: 'name',
  instrumentType: 'instrument_type',
  expiry: 'expiry',
  buyDate: 'buy_date',
  buyPrice: 'buy_price',
  quantity: 'quantity',
  positionType: 'position_type',
  yesterdayClosingPrice: 'yesterday_closing_price',
};
const FIELDS = Object.keys(COLUMNS) as (keyof NewPosition)[];
const TYPES: Record<keyof NewPosition, string> = {
  tradingSymbol: 'text',
  instrumentToken: 'bigint',
  exchange: 'text',
  name: 'text',
  instrumentType: 'text',
  expiry: 'date',
  buyDate: 'date',
  buyPrice: 'numeric',
  quantity: 'integer',
  positionType: 'text',
  yesterdayClosingPrice: 'numeric',
};
const MANY_COLUMNS: InsertColumn[] = [['id', 'uuid'], ...FIELDS.map((f): InsertColumn => [COLUMNS[f], TYPES[f]])];

/** Every open position of a user; exported for the benchmark's bare baseline. */
export const LIST_POSITIONS_SQL = 'SELECT * FROM portfolio.positions WHERE user_id = $1 ORDER BY created_at';

/** The positions table. Methods given a transaction's manager take part in it. */
@Injectable()
export class PositionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Every open position of the user in one statement. */
  async list(userId: string): Promise<StoredPosition[]> {
    // TypeORM hands the statement to node-postgres as it is, so a query config can carry its own type
    // parsers: a list of thousands of rows then makes no Date only to write it back as text.
    const query = { text: LIST_POSITIONS_SQL, values: [userId], types: TIMESTAMPS_AS_ISO_TEXT };
    return ((await this.ds.query(query as unknown as string)) as PositionRow[]).map(toStoredPosition);
  }

  get(userId: string, id: string, tx?: EntityManager): Promise<StoredPosition | null> {
    return this.one(userId, id, '', tx);
  }

  /** The position with its row locked until the transaction ends, so two sales cannot both take it. */
  lock(userId: string, id: string, tx: EntityManager): Promise<StoredPosition | null> {
    return this.one(userId, id, ' FOR UPDATE', tx);
  }

  private async one(userId: string, id: string, lock: string, tx?: EntityManager): Promise<StoredPosition | null> {
    const rows = (await (tx ?? this.ds.manager).query(
      `SELECT * FROM portfolio.positions WHERE user_id = $1 AND id = $2${lock}`,
      [userId, id],
    )) as PositionRow[];
    return rows[0] ? toStoredPosition(rows[0]) : null;
  }

  async insert(userId: string, p: NewPosition, tx?: EntityManager): Promise<StoredPosition> {
    const cols = FIELDS.map((f) => COLUMNS[f]).join(', ');
    const params = FIELDS.map((_, i) => `$${i + 2}`).join(', ');
    const rows = (await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.positions (user_id, ${cols}) VALUES ($1, ${params}) RETURNING *`,
      [userId, ...FIELDS.map((f) => p[f])],
    )) as PositionRow[];
    return toStoredPosition(rows[0]);
  }

  /**
   * Many positions in one statement, answered in the order given. Each row is created a microsecond
   * after the one before it, so a list (ordered by creation) keeps that order.
   */
  async insertMany(userId: string, ps: readonly NewPosition[], tx?: EntityManager): Promise<StoredPosition[]> {
    if (ps.length === 0) return [];
    const ids = ps.map(() => randomUUID());
    const rows = unnestRows(
      MANY_COLUMNS,
      ps.map((p, i) => [ids[i], ...FIELDS.map((f) => p[f])]),
      2,
    );
    const stored = (await (tx ?? this.ds.manager).query(
      `INSERT INTO portfolio.positions (user_id, ${rows.names}, created_at)
       SELECT $1, ${rows.names}, clock_timestamp() + ord * interval '1 microsecond' FROM ${rows.from} ORDER BY ord
       RETURNING *`,
      [userId, ...rows.values],
    )) as PositionRow[];
    const byId = new Map(stored.map((r) => [r.id, r]));
    return ids.map((id) => toStoredPosition(byId.get(id)!));
  }

  /** Changes the fields given (undefined ones stay); null when the user has no such position. */
  async update(userId: string, id: string, changes: Partial<NewPosition>): Promise<StoredPosition | null> {
    const keys = FIELDS.filter((f) => changes[f] !== undefined);
    if (keys.length === 0) return this.get(userId, id);
    const set = keys.map((k, i) => `${COLUMNS[k]} = $${i + 3}`).join(', ');
    const [rows] = (await this.ds.query(
      `UPDATE portfolio.positions SET ${set}, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING *`,
      [userId, id, ...keys.map((k) => changes[k])],
    )) as [PositionRow[], number];
    return rows[0] ? toStoredPosition(rows[0]) : null;
  }

  async setQuantity(id: string, quantity: number, tx: EntityManager): Promise<void> {
    await tx.query('UPDATE portfolio.positions SET quantity = $2, updated_at = now() WHERE id = $1', [id, quantity]);
  }

  /** Removes those of the ids that are the user's positions, in one statement. */
  async deleteMany(userId: string, ids: readonly string[], tx?: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    await (tx ?? this.ds.manager).query('DELETE FROM portfolio.positions WHERE user_id = $1 AND id = ANY($2::uuid[])', [
      userId,
      ids,
    ]);
  }

  async delete(userId: string, id: string, tx?: EntityManager): Promise<boolean> {
    const [, n] = (await (tx ?? this.ds.manager).query(
      'DELETE FROM portfolio.positions WHERE user_id = $1 AND id = $2',
      [userId, id],
    )) as [unknown, number];
    return n > 0;
  }
}
