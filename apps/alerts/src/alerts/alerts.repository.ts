import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StoredAlert } from '@app/contracts';
import type { EntryRow } from '../watchlist/entry-row.js';
import { arrayLiteral } from '../sql/array-literal.js';
import type { AlertTotals } from './alerts-page.js';
import { toStoredAlert, type AlertedEntry, type AlertRow } from './stored-alert.js';

type TotalsRow = { total: string; unread: string };

/** A fire to claim: the entry, the price that reached its target, and when (epoch milliseconds). */
export interface FireClaim {
  id: string;
  price: number;
  at: number;
}

/** A claimed entry as it was stored triggered, and the id of the alert stored for it. */
export type ClaimedFire = { entry: AlertedEntry & Pick<EntryRow, 'id'>; alertId: string };
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

  /**
   * Claims and stores many fires in one statement: each entry still armed and out of its cooldown at
   * its fire's time becomes triggered with that time as its last fire, and gets its alert row (the
   * transition of reachTarget). The rows are locked
   * in id order first, so two replicas claiming overlapping sets wait for each other instead of
   * deadlocking; of two that reach the same entry, the first claims it and the second does not.
   * Answers the fires claimed here.
   */
  async claimAndStoreFires(fires: FireClaim[], cooldownMs: number): Promise<ClaimedFire[]> {
    if (fires.length === 0) return [];
    const rows = (await this.ds.query(
      `WITH f AS (
         SELECT id, price, to_timestamp(at_ms / 1000) AS at
           FROM unnest($1::uuid[], $2::numeric[], $3::float8[]) AS f(id, price, at_ms)),
       locked AS MATERIALIZED (
         SELECT w.id FROM alerts.watchlist_entries w WHERE w.id IN (SELECT id FROM f) ORDER BY w.id FOR UPDATE),
       claimed AS (
         UPDATE alerts.watchlist_entries w SET state = 'triggered', last_fired_at = f.at, updated_at = now()
           FROM f WHERE w.id = f.id AND w.id IN (SELECT id FROM locked) AND w.state = 'armed'
            AND (w.last_fired_at IS NULL OR w.last_fired_at <= f.at - make_interval(secs => $4::float8 / 1000))
         RETURNING w.id, w.user_id, w.instrument_token, w.tradingsymbol, w.target_price, f.price AS fired_price, f.at AS fired_at),
       stored AS (
         INSERT INTO alerts.alerts (user_id, entry_id, instrument_token, tradingsymbol, target_price, current_price, triggered_at)
         SELECT user_id, id, instrument_token, tradingsymbol, target_price, fired_price, fired_at FROM claimed
         RETURNING id, entry_id)
       SELECT c.id, c.user_id, c.instrument_token, c.tradingsymbol, c.target_price, s.id AS alert_id
         FROM claimed c JOIN stored s ON s.entry_id = c.id`,
      [
        arrayLiteral(fires.map((f) => f.id)),
        arrayLiteral(fires.map((f) => f.price)),
        arrayLiteral(fires.map((f) => f.at)),
        cooldownMs,
      ],
    )) as (ClaimedFire['entry'] & { alert_id: string })[];
    return rows.map((row) => ({ entry: row, alertId: row.alert_id }));
  }
}
