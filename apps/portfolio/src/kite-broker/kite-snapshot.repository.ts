import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The reads whose last good answer is kept per user. */
export type SnapshotKind = 'holdings' | 'funds' | 'positions' | 'orders';

/** Whose answer it is: our user and the Zerodha account it came from. */
export interface Owner {
  userId: string;
  kiteUserId: string;
}

export interface Snapshot<T> {
  payload: T;
  fetchedAt: Date;
}

/** The last good Kite answer per user and kind (portfolio.kite_snapshots), overwritten by each new one. */
@Injectable()
export class KiteSnapshotRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async save(s: Owner, kind: SnapshotKind, payload: unknown, fetchedAt: Date): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.kite_snapshots (user_id, kite_user_id, kind, payload, fetched_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (user_id, kind) DO UPDATE
         SET kite_user_id = EXCLUDED.kite_user_id, payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at
       WHERE portfolio.kite_snapshots.fetched_at <= EXCLUDED.fetched_at
          OR portfolio.kite_snapshots.kite_user_id <> EXCLUDED.kite_user_id`,
      [s.userId, s.kiteUserId, kind, JSON.stringify(payload), fetchedAt],
    );
  }

  /** The last answer of this kind from the user's current Zerodha account; null when none is stored. */
  async find<T>(s: Owner, kind: SnapshotKind): Promise<Snapshot<T> | null> {
    const [row] = (await this.ds.query(
      'SELECT payload, fetched_at FROM portfolio.kite_snapshots WHERE user_id = $1 AND kite_user_id = $2 AND kind = $3',
      [s.userId, s.kiteUserId, kind],
    )) as { payload: T; fetched_at: Date }[];
    return row ? { payload: row.payload, fetchedAt: row.fetched_at } : null;
  }
}
