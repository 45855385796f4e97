import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The reads whose last good answer is kept per user. */
export type SnapshotKind = 'holdings' | 'funds' | 'positions' | 'orders';

export interface Snapshot<T> {
  payload: T;
  fetchedAt: Date;
}

/** The last good Kite answer per user and kind (portfolio.kite_snapshots), overwritten by each new one. */
@Injectable()
export class KiteSnapshotRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async save(userId: string, kind: SnapshotKind, payload: unknown, fetchedAt: Date): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.kite_snapshots (user_id, kind, payload, fetched_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at
       WHERE portfolio.kite_snapshots.fetched_at <= EXCLUDED.fetched_at`,
      [userId, kind, JSON.stringify(payload), fetchedAt],
    );
  }

  async find<T>(userId: string, kind: SnapshotKind): Promise<Snapshot<T> | null> {
    const [row] = (await this.ds.query(
      'SELECT payload, fetched_at FROM portfolio.kite_snapshots WHERE user_id = $1 AND kind = $2',
      [userId, kind],
    )) as { payload: T; fetched_at: Date }[];
    return row ? { payload: row.payload, fetchedAt: row.fetched_at } : null;
  }
}
