import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type Repository } from 'typeorm';
import type { AnalyticsStatus } from '@app/contracts';
import { TrackedInstrumentEntity } from './tracked-instrument.entity.js';

export type NewTracked = Pick<TrackedInstrumentEntity, 'user_id' | 'instrument_token' | 'tradingsymbol' | 'name' | 'exchange' | 'months' | 'rate_limited'>;

@Injectable()
export class TrackedRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private get repo(): Repository<TrackedInstrumentEntity> {
    return this.ds.getRepository(TrackedInstrumentEntity);
  }

  list(userId: string, status?: AnalyticsStatus): Promise<TrackedInstrumentEntity[]> {
    return this.repo.find({ where: status ? { user_id: userId, status } : { user_id: userId }, order: { created_at: 'ASC' } });
  }

  /** Tracks the instruments, or re-queues them with the new window when already tracked. */
  async upsert(rows: NewTracked[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ds
      .createQueryBuilder()
      .insert()
      .into(TrackedInstrumentEntity)
      .values(rows.map((r) => ({ ...r, status: 'pending' as const, attempts: 0, error: null })))
      .orUpdate(['months', 'status', 'rate_limited', 'error', 'attempts', 'updated_at'], ['user_id', 'instrument_token'])
      .execute();
  }

  async requeue(userId: string, from: AnalyticsStatus[], months?: number): Promise<number> {
    const result = await this.repo.update(
      { user_id: userId, status: In(from) },
      { status: 'pending', error: null, ...(months ? { months } : {}) },
    );
    return result.affected ?? 0;
  }

  async requeueStale(userId: string, months: number, day: string): Promise<number> {
    const [, affected] = (await this.ds.query(
      `UPDATE market.analytics_tracked_instruments
          SET status = 'pending', months = $2, error = NULL, attempts = 0, updated_at = now()
        WHERE user_id = $1 AND status IN ('completed', 'failed')
          AND (computed_months IS DISTINCT FROM $2 OR computed_day IS DISTINCT FROM $3::date)
          AND NOT (status = 'failed' AND months = $2)`,
      [userId, months, day],
    )) as [unknown, number];
    return affected;
  }

  async remove(userId: string, token: number): Promise<boolean> {
    return ((await this.repo.delete({ user_id: userId, instrument_token: token })).affected ?? 0) > 0;
  }

  /**
   * Takes up to `limit` pending rows for this worker. SKIP LOCKED lets several service replicas work
   * through one queue without taking the same row twice.
   */
  async claim(limit: number, rateLimited: boolean): Promise<TrackedInstrumentEntity[]> {
    const rows = (await this.ds.query(
      `UPDATE market.analytics_tracked_instruments t SET status = 'processing', attempts = attempts + 1, updated_at = now()
        WHERE t.id IN (SELECT id FROM market.analytics_tracked_instruments
                        WHERE status = 'pending' AND rate_limited = $2
                        ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING t.id`,
      [limit, rateLimited],
    )) as [{ id: string }[], number];
    const ids = rows[0].map((r) => r.id);
    return ids.length === 0 ? [] : this.repo.find({ where: { id: In(ids) } });
  }

  async complete(id: string, f: Pick<TrackedInstrumentEntity, 'highest_price' | 'lowest_price' | 'lowest_after_high' | 'high_day' | 'computed_day' | 'computed_months'>): Promise<void> {
    await this.repo.update({ id, status: 'processing' }, { ...f, status: 'completed', error: null });
  }

  async fail(id: string, error: string): Promise<void> {
    await this.repo.update({ id, status: 'processing' }, { status: 'failed', error });
  }

  /** Rows left 'processing' by a worker that died go back to the queue. */
  async releaseStuck(olderThanSeconds: number): Promise<number> {
    const [, affected] = (await this.ds.query(
      `UPDATE market.analytics_tracked_instruments SET status = 'pending', updated_at = now()
        WHERE status = 'processing' AND updated_at < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    )) as [unknown, number];
    return affected;
  }

  async counts(userId: string): Promise<Record<AnalyticsStatus, number>> {
    const rows = (await this.ds.query(
      'SELECT status, count(*)::int AS n FROM market.analytics_tracked_instruments WHERE user_id = $1 GROUP BY status',
      [userId],
    )) as { status: AnalyticsStatus; n: number }[];
    const out = { pending: 0, processing: 0, completed: 0, failed: 0 };
    for (const r of rows) out[r.status] = r.n;
    return out;
  }
}
