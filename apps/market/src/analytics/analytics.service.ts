import { Injectable } from '@nestjs/common';
import {
  ANALYTICS_DEFAULT_MONTHS,
  ANALYTICS_RATE_PER_SECOND,
  ErrorCode,
  type AnalyticsBulkDataReply,
  type AnalyticsFailedInstrument,
  type AnalyticsInstrument,
  type AnalyticsProcessingStatus,
  type Instrument,
} from '@app/contracts';
import { DomainError, validationError } from '@app/common';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '../market-hours/market-hours.js';
import { LatestPrices } from '../ticks/latest-prices.js';
import { AnalyticsProcessor } from './analytics.processor.js';
import { toAnalyticsInstrument } from './analytics-instrument.mapper.js';
import { TrackedRepository, type NewTracked } from './tracked.repository.js';

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

  async add(userId: string, tokens: number[], months = ANALYTICS_DEFAULT_MONTHS, rateLimited = false): Promise<AnalyticsInstrument[]> {
    await this.instruments.whenReady();
    const known = tokens.map((t) => this.instruments.get(t));
    const unknown = tokens.filter((_, i) => !known[i]);
    if (unknown.length > 0) {
      if (tokens.length === 1) throw new DomainError(ErrorCode.NotFound, `Instrument ${unknown[0]} not found`);
      throw validationError([{ field: 'instrument_tokens', errors: [`unknown instrument tokens: ${unknown.join(', ')}`] }]);
    }
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
    const mine = await this.repo.list(userId);
    const wanted = new Set(tokens);
    return mine.filter((r) => wanted.has(r.instrument_token)).map((r) => toAnalyticsInstrument(r, this.latest.get(r.instrument_token)));
  }

  async tracked(userId: string): Promise<AnalyticsInstrument[]> {
    return (await this.repo.list(userId)).map((r) => toAnalyticsInstrument(r, this.latest.get(r.instrument_token)));
  }

  async remove(userId: string, token: number): Promise<void> {
    if (!(await this.repo.remove(userId, token))) throw new DomainError(ErrorCode.NotFound, 'Instrument is not tracked');
  }

  async status(userId: string): Promise<AnalyticsProcessingStatus> {
    const c = await this.repo.counts(userId);
    return { total: c.pending + c.processing + c.completed + c.failed, ...c, is_processing: this.processor.busy || c.pending + c.processing > 0 };
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
  async requeue(userId: string, which: 'failed' | 'restart' | 'all'): Promise<number> {
    const from = which === 'failed' ? (['failed'] as const) : which === 'restart' ? (['failed', 'processing'] as const) : (['failed', 'completed', 'processing'] as const);
    const n = await this.repo.requeue(userId, [...from]);
    this.processor.kick();
    return n;
  }

  /**
   * Completed when every instrument has figures for this window and trading day; otherwise queues the
   * stale ones and answers 'calculating' so the browser polls.
   */
  async bulkData(userId: string, months = ANALYTICS_DEFAULT_MONTHS): Promise<AnalyticsBulkDataReply> {
    const today = tradingDayOf(this.clock.now());
    const requeued = await this.repo.requeueStale(userId, months, today);
    if (requeued > 0) this.processor.kick();
    const rows = await this.repo.list(userId);
    const calculating = rows.some((r) => r.status === 'pending' || r.status === 'processing');
    if (calculating) return { status: 'calculating', months, instruments: [] };
    const done = rows.filter((r) => r.status === 'completed');
    return { status: 'completed', months, instruments: done.map((r) => toAnalyticsInstrument(r, this.latest.get(r.instrument_token))) };
  }

  get ratePerSecond(): number {
    return ANALYTICS_RATE_PER_SECOND;
  }
}
