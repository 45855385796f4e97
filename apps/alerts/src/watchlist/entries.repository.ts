import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EntryRow } from './entry-row.js';

const UNIQUE_VIOLATION = '23505';
export class DuplicateEntry extends Error {}

@Injectable()
export class EntriesRepository {
  constructor(@InjectDataSource() readonly ds: DataSource) {}

  async all(): Promise<EntryRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.watchlist_entries')) as EntryRow[];
  }

  async list(userId: string): Promise<EntryRow[]> {
    return (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE user_id = $1 ORDER BY created_at', [userId])) as EntryRow[];
  }

  async get(id: string): Promise<EntryRow | null> {
    const rows = (await this.ds.query('SELECT * FROM alerts.watchlist_entries WHERE id = $1', [id])) as EntryRow[];
    return rows[0] ?? null;
  }

  async insert(userId: string, e: { token: number; tradingsymbol: string; name: string; exchange: string; target: number; state: string }): Promise<EntryRow> {
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

  /** A new target starts afresh: its state is recomputed and its cooldown dropped. */
  async retarget(userId: string, id: string, target: number, state: string): Promise<EntryRow | null> {
    try {
      const [rows] = (await this.ds.query(
        `UPDATE alerts.watchlist_entries SET target_price = $3, state = $4, last_fired_at = NULL, updated_at = now() WHERE user_id = $1 AND id = $2 RETURNING *`,
        [userId, id, target, state],
      )) as [EntryRow[], number];
      return rows[0] ?? null;
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new DuplicateEntry();
      throw err;
    }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, n] = (await this.ds.query('DELETE FROM alerts.watchlist_entries WHERE user_id = $1 AND id = $2', [userId, id])) as [unknown, number];
    return n > 0;
  }

  /**
   * Fires a target and stores its alert in one transaction, only if the entry is still armed and out
   * of its cooldown in Postgres: with two service replicas, exactly one of them wins.
   */
  async fire(id: string, price: number, at: Date, cooldownMs: number): Promise<{ alertId: string; row: EntryRow } | null> {
    return this.ds.transaction(async (m) => {
      const [rows] = (await m.query(
        `UPDATE alerts.watchlist_entries SET state = 'triggered', last_fired_at = $2::timestamptz, updated_at = now()
          WHERE id = $1 AND state = 'armed' AND (last_fired_at IS NULL OR last_fired_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000))
          RETURNING *`,
        [id, at, cooldownMs],
      )) as [EntryRow[], number];
      const row = rows[0];
      if (!row) return null;
      const [alert] = (await m.query(
        `INSERT INTO alerts.alerts (user_id, entry_id, instrument_token, tradingsymbol, target_price, current_price, triggered_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [row.user_id, row.id, row.instrument_token, row.tradingsymbol, row.target_price, price, at],
      )) as { id: string }[];
      return { alertId: alert.id, row };
    });
  }

  async setState(ids: string[], state: 'armed' | 'triggered'): Promise<void> {
    if (ids.length === 0) return;
    await this.ds.query('UPDATE alerts.watchlist_entries SET state = $2, updated_at = now() WHERE id = ANY($1::uuid[])', [ids, state]);
  }
}
