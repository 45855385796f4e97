import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_DEFAULT_MONTHS,
  ANALYTICS_RATE_PER_SECOND,
  ErrorCode,
  type AnalyticsBulkDataReply,
  type AnalyticsFailedInstrument,
  type AnalyticsInstrument,
  type AnalyticsProcessingStatus,
  type AnalyticsQueuedReply,
  type Instrument,
} from '@app/contracts';
import { DomainError } from '@app/common';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '@app/calendar';
import { LatestPrices } from '../ticks/latest-prices.js';
import { AnalyticsProcessor } from './analytics.processor.js';
import { toAnalyticsInstrument } from './analytics-instrument.mapper.js';
import type { TrackedInstrumentEntity } from './tracked-instrument.entity.js';
import { TrackedRepository, type NewTracked } from './tracked.repository.js';
import { bulkDataReady, checkAllKnown, processingStatus, requeueFrom, type RequeueScope } from './tracking-rules.js';

/** Each user's tracked instruments and the calculating -> completed flow of the Analytics container. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repo: TrackedRepository,
    private readonly processor: AnalyticsProcessor,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly clock: Clock,
  ) {}

  /** Tracks the instruments (or re-queues them with the new window) and answers their rows. */
  async add(
    userId: string,
    tokens: readonly number[],
    months = ANALYTICS_DEFAULT_MONTHS,
    rateLimited = false,
  ): Promise<AnalyticsInstrument[]> {
    const unique = [...new Set(tokens)];
    await this.instruments.whenReady();
    const known = unique.map((t) => this.instruments.get(t));
    checkAllKnown(
      unique,
      unique.filter((_, i) => !known[i]),
    );
    const rows: NewTracked[] = (known as Instrument[]).map((i) => ({
      user_id: userId,
      instrument_token: i.instrument_token,
      tradingsymbol: i.tradingsymbol,
      name: i.name,
      exchange: i.exchange,
      months,
      rate_limited: rateLimited,
    }));
    await this.repo.upsert(rows);
    this.processor.kick();
    const wanted = new Set(unique);
    return (await this.repo.list(userId)).filter((r) => wanted.has(r.instrument_token)).map((r) => this.withPrice(r));
  }

  /** Queues the instruments at the pace of Kite's historical API, and says how many and how fast. */
  async addRateLimited(userId: string, tokens: readonly number[], months?: number): Promise<AnalyticsQueuedReply> {
    const added = await this.add(userId, tokens, months, true);
    return { queued: added.length, rate_per_second: ANALYTICS_RATE_PER_SECOND };
  }

  async tracked(userId: string): Promise<AnalyticsInstrument[]> {
    return (await this.repo.list(userId)).map((r) => this.withPrice(r));
  }

  async remove(userId: string, token: number): Promise<void> {
    if (!(await this.repo.remove(userId, token)))
      throw new DomainError(ErrorCode.NotFound, 'Instrument is not tracked');
  }

  async status(userId: string): Promise<AnalyticsProcessingStatus> {
    return processingStatus(await this.repo.counts(userId), this.processor.busy);
  }

  async failed(userId: string): Promise<AnalyticsFailedInstrument[]> {
    return (await this.repo.list(userId, 'failed')).map((r) => ({
      instrument_token: r.instrument_token,
      tradingsymbol: r.tradingsymbol,
      error: r.error ?? 'Failed',
      attempts: r.attempts,
      updated_at: r.updated_at.toISOString(),
    }));
  }

  /** Puts rows back in the queue: the failed ones, the stuck ones, or all of them. */
  async requeue(userId: string, scope: RequeueScope): Promise<number> {
    const n = await this.repo.requeue(userId, requeueFrom(scope));
    this.processor.kick();
    return n;
  }

  /**
   * Completed when every instrument has figures for this window and trading day; otherwise queues the
   * stale ones and answers 'calculating' so the browser polls.
   */
  async bulkData(userId: string, months = ANALYTICS_DEFAULT_MONTHS): Promise<AnalyticsBulkDataReply> {
    const requeued = await this.repo.requeueStale(userId, months, tradingDayOf(this.clock.now()));
    if (requeued > 0) this.processor.kick();
    const rows = await this.repo.list(userId);
    if (!bulkDataReady(rows.map((r) => r.status))) return { status: 'calculating', months, instruments: [] };
    const done = rows.filter((r) => r.status === 'completed');
    return { status: 'completed', months, instruments: done.map((r) => this.withPrice(r)) };
  }

  private withPrice(r: TrackedInstrumentEntity): AnalyticsInstrument {
    return toAnalyticsInstrument(r, this.latest.get(r.instrument_token));
  }
}
