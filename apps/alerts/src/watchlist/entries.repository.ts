import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TargetState } from '../evaluator/target.js';
import { arrayLiteral } from '../sql/array-literal.js';
import type { EntryRow } from './entry-row.js';

const UNIQUE_VIOLATION = '23505';
export class DuplicateEntry extends Error {}

export interface NewEntry {
  token: number;
  tradingsymbol: string;
  name: string;
  exchange: string;
  target: number;
  state: TargetState;
}

@Injectable()
export class EntriesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Up to `limit` entries after `afterId`, in id order: the engine reads every entry at start page by
   * page, since one statement over a million rows can outlast the statement timeout.
   */
  async pageAfter(afterId: string, limit: number): Promise<EntryRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE id > $1 ORDER BY id LIMIT $2', [
      afterId,
      limit,
    ])) as EntryRow[];
  }

  async list(userId: string): Promise<EntryRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE user_id = $1 ORDER BY created_at', [
      userId,
    ])) as EntryRow[];
  }

  async get(id: string): Promise<EntryRow | null> {
    const rows = (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE id = $1', [id])) as EntryRow[];
    return rows[0] ?? null;
  }

  async byIds(ids: readonly string[]): Promise<EntryRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE id = ANY($1::uuid[])', [
      arrayLiteral(ids),
    ])) as EntryRow[];
  }

  async hasAny(userId: string): Promise<boolean> {
    const [{ any }] = (await this.ds.query(
      'SELECT EXISTS (SELECT 1 FROM alerts.watchlist_entries WHERE user_id = $1) AS any',
      [userId],
    )) as { any: boolean }[];
    return any;
  }

  async insert(userId: string, e: NewEntry): Promise<EntryRow> {
    try {
      const rows = (await this.ds.query(
        `INSERT INTO alerts.watchlist_entries (user_id, instrument_token, tradingsymbol, name, exchange, target_price, state) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [userId, e.token, e.tradingsymbol, e.name, e.exchange, e.target, e.state],
      )) as EntryRow[];
      return rows[0];
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateEntry();
      throw err;
    }
  }

  /** Adds an entry unless the user already watches that instrument at that target (the demo seed). */
  async insertIfAbsent(userId: string, e: NewEntry): Promise<void> {
    await this.ds.query(
      `INSERT INTO alerts.watchlist_entries (user_id, instrument_token, tradingsymbol, name, exchange, target_price, state) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [userId, e.token, e.tradingsymbol, e.name, e.exchange, e.target, e.state],
    );
  }

  /** A new target starts afresh: its state is recomputed and its cooldown dropped. */
  async retarget(userId: string, id: string, target: number, state: TargetState): Promise<EntryRow | null> {
    try {
      const [rows] = (await this.ds.query(
        `UPDATE alerts.watchlist_entries SET target_price = $3, state = $4, last_fired_at = NULL, target_set_at = now(), updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING *`,
        [userId, id, target, state],
      )) as [EntryRow[], number];
      return rows[0] ?? null;
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateEntry();
      throw err;
    }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM alerts.watchlist_entries WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ])) as [unknown, number];
    return n > 0;
  }

  async setState(ids: string[], state: TargetState): Promise<void> {
    if (ids.length === 0) return;
    await this.ds.query(
      'UPDATE alerts.watchlist_entries SET state = $2, updated_at = now() WHERE id = ANY($1::uuid[])',
      [arrayLiteral(ids), state],
    );
  }
}
