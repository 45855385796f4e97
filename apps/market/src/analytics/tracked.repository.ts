import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { AnalyticsStatus } from '@app/contracts';
import { TrackedInstrumentEntity } from './tracked-instrument.entity.js';

export type NewTracked = Pick<
  TrackedInstrumentEntity,
  'user_id' | 'instrument_token' | 'tradingsymbol' | 'name' | 'exchange' | 'months' | 'rate_limited'
>;

export type ComputedFigures = Pick<
  TrackedInstrumentEntity,
  'highest_price' | 'lowest_price' | 'lowest_after_high' | 'high_day' | 'computed_day' | 'computed_months'
>;

/**
 * Tracked instruments and their work queue. Every write also stamps updated_at (the entity's update
 * date column), which is how a row left 'processing' by a dead worker is recognised.
 */
@Injectable()
export class TrackedRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private tracked(tx?: EntityManager): Repository<TrackedInstrumentEntity> {
    return (tx ?? this.ds.manager).getRepository(TrackedInstrumentEntity);
  }

  list(userId: string, status?: AnalyticsStatus, tx?: EntityManager): Promise<TrackedInstrumentEntity[]> {
    return this.tracked(tx).find({
      where: status ? { user_id: userId, status } : { user_id: userId },
      order: { created_at: 'ASC' },
    });
  }

  /** Tracks the instruments, or re-queues them with the new window when already tracked. */
  async upsert(rows: NewTracked[], tx?: EntityManager): Promise<void> {
    if (rows.length === 0) return;
    await this.tracked(tx)
      .createQueryBuilder()
      .insert()
      .values(rows.map((r) => ({ ...r, status: 'pending' as const, attempts: 0, error: null })))
      .orUpdate(
        ['months', 'status', 'rate_limited', 'error', 'attempts', 'updated_at'],
        ['user_id', 'instrument_token'],
      )
      .execute();
  }

  async requeue(userId: string, from: AnalyticsStatus[], tx?: EntityManager): Promise<number> {
    const result = await this.tracked(tx).update(
      { user_id: userId, status: In(from) },
      { status: 'pending', error: null },
    );
    return result.affected ?? 0;
  }

  /**
   * Re-queues the user's finished rows whose figures are for another window or trading day, with the
   * window asked for. A row that failed on this same window stays failed: retrying it is the user's call.
   */
  async requeueStale(userId: string, months: number, day: string, tx?: EntityManager): Promise<number> {
    const result = await this.tracked(tx)
      .createQueryBuilder()
      .update()
      .set({ status: 'pending', months, error: null, attempts: 0 })
      .where('user_id = :userId', { userId })
      .andWhere("status IN ('completed', 'failed')")
      .andWhere('(computed_months IS DISTINCT FROM :months OR computed_day IS DISTINCT FROM CAST(:day AS date))', {
        months,
        day,
      })
      .andWhere("NOT (status = 'failed' AND months = :months)")
      .execute();
    return result.affected ?? 0;
  }

  async remove(userId: string, token: number, tx?: EntityManager): Promise<boolean> {
    return ((await this.tracked(tx).delete({ user_id: userId, instrument_token: token })).affected ?? 0) > 0;
  }

  /**
   * Takes up to `limit` pending rows for this worker, oldest first. SKIP LOCKED lets several service
   * replicas work through one queue without taking the same row twice.
   */
  async claim(limit: number, rateLimited: boolean, tx?: EntityManager): Promise<TrackedInstrumentEntity[]> {
    const tracked = this.tracked(tx);
    const oldestPending = tracked
      .createQueryBuilder('q')
      .select('q.id')
      .where("q.status = 'pending'")
      .andWhere('q.rate_limited = :rateLimited')
      .orderBy('q.created_at')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked');
    const claimed = await tracked
      .createQueryBuilder()
      .update()
      .set({ status: 'processing', attempts: () => 'attempts + 1' })
      .where(`id IN (${oldestPending.getQuery()})`, { rateLimited })
      .returning('id')
      .execute();
    const ids = (claimed.raw as { id: string }[]).map((r) => r.id);
    return ids.length === 0 ? [] : tracked.find({ where: { id: In(ids) } });
  }

  /** Stores the figures of a row this worker holds (a row re-queued meanwhile is left alone). */
  async complete(id: string, f: ComputedFigures, tx?: EntityManager): Promise<void> {
    await this.tracked(tx).update({ id, status: 'processing' }, { ...f, status: 'completed', error: null });
  }

  async fail(id: string, error: string, tx?: EntityManager): Promise<void> {
    await this.tracked(tx).update({ id, status: 'processing' }, { status: 'failed', error });
  }

  /** Rows left 'processing' by a worker that died go back to the queue. */
  async releaseStuck(olderThanSeconds: number, tx?: EntityManager): Promise<number> {
    const result = await this.tracked(tx)
      .createQueryBuilder()
      .update()
      .set({ status: 'pending' })
      .where("status = 'processing'")
      .andWhere('updated_at < now() - make_interval(secs => :seconds)', { seconds: olderThanSeconds })
      .execute();
    return result.affected ?? 0;
  }

  async counts(userId: string, tx?: EntityManager): Promise<Record<AnalyticsStatus, number>> {
    const rows = await this.tracked(tx)
      .createQueryBuilder('t')
      .select('t.status', 'status')
      .addSelect('CAST(count(*) AS int)', 'n')
      .where('t.user_id = :userId', { userId })
      .groupBy('t.status')
      .getRawMany<{ status: AnalyticsStatus; n: number }>();
    const out = { pending: 0, processing: 0, completed: 0, failed: 0 };
    for (const r of rows) out[r.status] = r.n;
    return out;
  }
}
