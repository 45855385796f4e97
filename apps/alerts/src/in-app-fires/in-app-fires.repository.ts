import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { InAppFire } from '@app/contracts';
import { isoOrNull, toRuleFire, type FireRow } from '../delivery/fire-row.js';

type InAppFireRow = FireRow & { read_at: Date | string | null };

const toInAppFire = (r: InAppFireRow): InAppFire => ({
  ...toRuleFire(r),
  read: r.read_at !== null,
  read_at: isoOrNull(r.read_at),
});

// A fire belongs in the bell when it was sent on the in-app channel, whatever became of that delivery.
const IN_APP = `EXISTS (SELECT 1 FROM alerts.deliveries d WHERE d.fire_id = f.id AND d.channel = 'in_app')`;
const COLUMNS =
  'f.id, f.rule_id, f.kind, f.instrument_token, f.tradingsymbol, f.level, f.observed, f.message, f.fired_at, f.read_at';

/** The user's fires sent in-app, as the header bell lists them, and their read marks. */
@Injectable()
export class InAppFiresRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async page(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ fires: InAppFire[]; total: number; unread: number }> {
    const fires = (await this.ds.query(
      `SELECT ${COLUMNS} FROM alerts.rule_fires f WHERE f.user_id = $1 AND ${IN_APP}
        ORDER BY f.fired_at DESC, f.id LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    )) as InAppFireRow[];
    const [{ total, unread }] = (await this.ds.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE f.read_at IS NULL)::int AS unread
         FROM alerts.rule_fires f WHERE f.user_id = $1 AND ${IN_APP}`,
      [userId],
    )) as { total: number; unread: number }[];
    return { fires: fires.map(toInAppFire), total, unread };
  }

  /** Marks one of the user's in-app fires read (the first read time stays); null when there is none such. */
  async markRead(userId: string, id: string): Promise<InAppFire | null> {
    const [rows] = (await this.ds.query(
      `UPDATE alerts.rule_fires f SET read_at = coalesce(f.read_at, now())
        WHERE f.user_id = $1 AND f.id = $2 AND ${IN_APP} RETURNING ${COLUMNS}`,
      [userId, id],
    )) as [InAppFireRow[], number];
    return rows[0] ? toInAppFire(rows[0]) : null;
  }

  /** Marks every unread in-app fire of the user read; answers how many were. */
  async markAllRead(userId: string): Promise<number> {
    const [, count] = (await this.ds.query(
      `UPDATE alerts.rule_fires f SET read_at = now() WHERE f.user_id = $1 AND f.read_at IS NULL AND ${IN_APP}`,
      [userId],
    )) as [unknown, number];
    return count;
  }
}
