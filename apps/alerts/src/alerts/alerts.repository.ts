import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { StoredAlert } from '@app/contracts';
import type { EntryRow } from '../watchlist/entry-row.js';
import type { AlertTotals } from './alerts-page.js';
import { toStoredAlert, type AlertRow } from './stored-alert.js';

type TotalsRow = { total: string; unread: string };
const toTotals = (r: TotalsRow): AlertTotals => ({ total: Number(r.total), unread: Number(r.unread) });

/** Stored alerts (alerts.alerts): one row per alert fired, kept for users who were offline. */
@Injectable()
export class AlertsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** One page, newest first; every row carries the user's totals, so a page with rows costs one statement. */
  async page(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ alerts: StoredAlert[]; totals: AlertTotals | null }> {
    const rows = (await this.ds.query(
      `SELECT *, count(*) OVER () AS total, count(*) FILTER (WHERE read_at IS NULL) OVER () AS unread
         FROM alerts.alerts WHERE user_id = $1 ORDER BY triggered_at DESC, id LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    )) as (AlertRow & TotalsRow)[];
    return { alerts: rows.map(toStoredAlert), totals: rows[0] ? toTotals(rows[0]) : null };
  }

  async totals(userId: string): Promise<AlertTotals> {
    const [row] = (await this.ds.query(
      'SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM alerts.alerts WHERE user_id = $1',
      [userId],
    )) as TotalsRow[];
    return toTotals(row);
  }

  /** Marks one of the user's alerts read (the first read time stays); null when it is not theirs. */
  async markRead(userId: string, id: string): Promise<StoredAlert | null> {
    const [rows] = (await this.ds.query(
      'UPDATE alerts.alerts SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND id = $2 RETURNING *',
      [userId, id],
    )) as [AlertRow[], number];
    return rows[0] ? toStoredAlert(rows[0]) : null;
  }

  /** Stores the alert of a watchlist entry that just fired; answers its id. */
  async insertFired(entry: EntryRow, price: number, at: Date, tx?: EntityManager): Promise<string> {
    const [alert] = (await (tx ?? this.ds.manager).query(
      `INSERT INTO alerts.alerts (user_id, entry_id, instrument_token, tradingsymbol, target_price, current_price, triggered_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [entry.user_id, entry.id, entry.instrument_token, entry.tradingsymbol, entry.target_price, price, at],
    )) as { id: string }[];
    return alert.id;
  }
}
