import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Kite's per-second budgets, shared by every replica through rows of market.kite_request_slots. */
export type KiteBucket = 'historical' | 'quote';

export interface SlotClaim {
  claimed: boolean;
  /** When nothing was free: ms until the oldest slot frees up. */
  waitMs: number;
}

export interface BucketActivity {
  waiting: number;
  lastMinute: number;
  lastRequestAt: Date | null;
  lastError: { at: Date; message: string } | null;
}

/**
 * The shared limiter's storage. Plain SQL: the claim is one UPDATE over a `FOR UPDATE SKIP LOCKED`
 * pick, which TypeORM's query builder cannot express in one statement. Times are the database's clock,
 * so replicas on hosts whose clocks disagree still spend one budget.
 */
@Injectable()
export class KiteRequestsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Takes a slot of the bucket last used at least `windowMs` ago, stamping it now. A slot is reused only
   * after the window, so no window of that length ever holds more claims than the bucket has slots.
   */
  async claim(bucket: KiteBucket, windowMs: number): Promise<SlotClaim> {
    const [row] = (await this.ds.query(
      `WITH free AS (
         SELECT slot FROM market.kite_request_slots
          WHERE bucket = $1 AND used_at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)
          ORDER BY used_at LIMIT 1 FOR UPDATE SKIP LOCKED
       ), taken AS (
         UPDATE market.kite_request_slots s SET used_at = clock_timestamp()
           FROM free WHERE s.bucket = $1 AND s.slot = free.slot RETURNING s.slot
       )
       SELECT (SELECT count(*) FROM taken)::int AS claimed,
              (SELECT greatest(0, least($2::float8, ceil(extract(epoch FROM min(used_at) - clock_timestamp()) * 1000 + $2::float8)))
                 FROM market.kite_request_slots WHERE bucket = $1)::int AS wait_ms`,
      [bucket, windowMs],
    )) as { claimed: number; wait_ms: number | null }[];
    return { claimed: row.claimed > 0, waitMs: row.wait_ms ?? windowMs };
  }

  async record(bucket: KiteBucket, status: number, error: string | null): Promise<void> {
    await this.ds.query('INSERT INTO market.kite_request_log (bucket, status, error) VALUES ($1, $2, $3)', [
      bucket,
      status,
      error,
    ]);
  }

  /** Keeps the log to the last hour, which is all the status reads. */
  async prune(): Promise<void> {
    await this.ds.query(`DELETE FROM market.kite_request_log WHERE at < clock_timestamp() - interval '1 hour'`);
    await this.ds.query(
      `DELETE FROM market.kite_request_waits WHERE since < clock_timestamp() - interval '10 minutes'`,
    );
  }

  async startWaiting(id: string, bucket: KiteBucket): Promise<void> {
    await this.ds.query('INSERT INTO market.kite_request_waits (id, bucket) VALUES ($1, $2)', [id, bucket]);
  }

  async stopWaiting(id: string): Promise<void> {
    await this.ds.query('DELETE FROM market.kite_request_waits WHERE id = $1', [id]);
  }

  async activity(bucket: KiteBucket): Promise<BucketActivity> {
    const [row] = (await this.ds.query(
      `SELECT (SELECT count(*) FROM market.kite_request_waits
                WHERE bucket = $1 AND since > clock_timestamp() - interval '10 minutes')::int AS waiting,
              (SELECT count(*) FROM market.kite_request_log
                WHERE bucket = $1 AND at > clock_timestamp() - interval '1 minute')::int AS last_minute,
              (SELECT max(at) FROM market.kite_request_log WHERE bucket = $1) AS last_at,
              e.at AS error_at, e.error AS error
         FROM (SELECT 1) one
         LEFT JOIN LATERAL (SELECT at, error FROM market.kite_request_log
                             WHERE bucket = $1 AND error IS NOT NULL ORDER BY at DESC LIMIT 1) e ON true`,
      [bucket],
    )) as { waiting: number; last_minute: number; last_at: Date | null; error_at: Date | null; error: string | null }[];
    return {
      waiting: row.waiting,
      lastMinute: row.last_minute,
      lastRequestAt: row.last_at,
      lastError: row.error_at && row.error ? { at: row.error_at, message: row.error } : null,
    };
  }
}
