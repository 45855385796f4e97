import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface CounterState {
  hits: number;
  resetAt: Date;
}

const windowEnd = (row: string) => `${row}.window_start + ${row}.window_ms * interval '1 millisecond'`;

/**
 * Fixed-window request counters (auth.limit_counters), one row per limit and client. One statement
 * counts a hit, so two gateways hitting the same key at once never lose a count, and the database's
 * clock decides when a window ends, so replicas with drifting clocks still agree.
 */
@Injectable()
export class LimitCountersRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Adds `change` (1, or -1 to take a hit back) in the key's current window, opening a new window if the last one ended. */
  async hit(key: string, windowMs: number, change: 1 | -1): Promise<CounterState> {
    // An upsert whose update depends on the old row has no query-builder form; it stays SQL here.
    const [row] = await this.ds.query<{ hits: number; reset_at: Date }[]>(
      `INSERT INTO auth.limit_counters AS c (key, window_start, window_ms, hits)
       VALUES ($1, now(), $2, GREATEST($3, 0))
       ON CONFLICT (key) DO UPDATE SET
         hits = GREATEST(CASE WHEN ${windowEnd('c')} <= now() THEN 0 ELSE c.hits END + $3, 0),
         window_start = CASE WHEN ${windowEnd('c')} <= now() THEN now() ELSE c.window_start END,
         window_ms = EXCLUDED.window_ms
       RETURNING c.hits, ${windowEnd('c')} AS reset_at`,
      [key, windowMs, change],
    );
    return { hits: row.hits, resetAt: new Date(row.reset_at) };
  }

  async reset(key: string): Promise<void> {
    await this.ds.query('DELETE FROM auth.limit_counters WHERE key = $1', [key]);
  }

  /** Drops counters whose window has ended; the next hit on the key opens a new one anyway. */
  async purgeEnded(): Promise<void> {
    await this.ds.query(`DELETE FROM auth.limit_counters AS c WHERE ${windowEnd('c')} <= now()`);
  }
}
