import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorCode, type StoredAlert } from '@app/contracts';
import { DomainError } from '@app/common';

interface AlertRow {
  id: string;
  instrument_token: string;
  tradingsymbol: string;
  target_price: string;
  current_price: string;
  triggered_at: Date;
  read_at: Date | null;
}

const toAlert = (r: AlertRow): StoredAlert => ({
  id: r.id,
  instrument_token: Number(r.instrument_token),
  tradingsymbol: r.tradingsymbol,
  target_price: Number(r.target_price),
  current_price: Number(r.current_price),
  triggered_at: r.triggered_at.toISOString(),
  read: r.read_at !== null,
  read_at: r.read_at ? r.read_at.toISOString() : null,
});

/** Every fired alert, stored, so a user who was offline finds them on return. */
@Injectable()
export class AlertsService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async list(userId: string, page = 1, limit = 50) {
    const rows = (await this.ds.query(
      `SELECT *, count(*) OVER () AS total, count(*) FILTER (WHERE read_at IS NULL) OVER () AS unread
         FROM alerts.alerts WHERE user_id = $1 ORDER BY triggered_at DESC, id LIMIT $2 OFFSET $3`,
      [userId, limit, (page - 1) * limit],
    )) as (AlertRow & { total: string; unread: string })[];
    let total = Number(rows[0]?.total ?? 0);
    let unread = Number(rows[0]?.unread ?? 0);
    if (rows.length === 0 && page > 1) {
      const [c] = (await this.ds.query('SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM alerts.alerts WHERE user_id = $1', [userId])) as { total: string; unread: string }[];
      total = Number(c.total);
      unread = Number(c.unread);
    }
    return { alerts: rows.map(toAlert), total, unread, page, limit };
  }

  async read(userId: string, id: string): Promise<StoredAlert> {
    const [rows] = (await this.ds.query('UPDATE alerts.alerts SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND id = $2 RETURNING *', [userId, id])) as [AlertRow[], number];
    if (!rows[0]) throw new DomainError(ErrorCode.NotFound, 'Alert not found');
    return toAlert(rows[0]);
  }
}
