import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { ErrorCode, type CandleInterval, type Instrument } from '@app/contracts';
import { DomainError, LOGGER, UnitOfWork } from '@app/common';
import { Clock } from '../clock/clock.js';
import { addDays, chunkRange, type DayRange } from '../kite-rest/history-chunks.js';
import type { KiteCandle } from '../kite-rest/kite-candle-rows.js';
import { KiteHistoryClient } from '../kite-rest/kite-history.client.js';
import { LatestPrices } from '../ticks/latest-prices.js';
import { daysOf, missingRuns } from './candle-gaps.js';
import { barInstant, istDate } from './candle-time.js';
import { dayCandleOfTick } from './history-plan.js';
import { KiteCandlesRepository } from './kite-candles.repository.js';
import { joinLivePrice } from './live-join.js';

/** How long today's intraday bars from Kite answer again before Kite is asked anew. */
const TODAY_BARS_TTL_MS = 5000;

export interface MissingRange extends DayRange {
  reason: string;
}

export interface KiteHistoryAnswer {
  candles: KiteCandle[];
  missing: MissingRange[];
}

/**
 * Real history from Kite. Past days are fetched once, the first time a request covers them (only the
 * days not fetched before, in chunks within Kite's range limits), stored, and from then on served from
 * storage. Today is never stored: its day candle is the live quote, its intraday bars are asked of Kite
 * (at most every few seconds) and end at the live price. When Kite cannot be reached what is stored is
 * served, and the reply names the days left out; with nothing stored the request fails 503 with Kite's
 * reason.
 */
@Injectable()
export class KiteHistoryService {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly todayCache = new Map<string, { at: number; rows: Promise<KiteCandle[]> }>();

  constructor(
    private readonly repo: KiteCandlesRepository,
    private readonly uow: UnitOfWork,
    private readonly kite: KiteHistoryClient,
    private readonly latest: LatestPrices,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get enabled(): boolean {
    return this.kite.enabled;
  }

  async candles(instrument: Instrument, interval: CandleInterval, from: Date, to: Date): Promise<KiteHistoryAnswer> {
    const token = instrument.instrument_token;
    const today = istDate(this.clock.now());
    const todayStart = barInstant(today, 0);
    const fromDay = istDate(from);
    const toDay = istDate(to);
    const lastPast = toDay < today ? toDay : addDays(today, -1);
    const missing =
      fromDay <= lastPast ? await this.fillGaps(instrument, interval, { from: fromDay, to: lastPast }) : [];
    const pastEnd = Math.min(to.getTime(), todayStart - 1);
    const stored = from.getTime() <= pastEnd ? await this.repo.range(token, interval, from, new Date(pastEnd)) : [];
    const candles = [...stored];
    if (to.getTime() >= todayStart) {
      try {
        candles.push(...(await this.today(instrument, interval, Math.max(from.getTime(), todayStart), to.getTime())));
      } catch (e) {
        missing.push({ from: today, to: today, reason: (e as Error).message });
      }
    }
    if (missing.length > 0 && stored.length === 0) {
      throw new DomainError(
        ErrorCode.ServiceUnavailable,
        `Kite historical data could not be fetched: ${missing[0].reason}`,
      );
    }
    if (missing.length > 0)
      this.logger.warn({ token, interval, missing }, 'serving stored candles without the days Kite did not answer');
    return { candles, missing };
  }

  /** Fetches the days of the range never fetched before; answers the ranges that failed. */
  private async fillGaps(instrument: Instrument, interval: CandleInterval, range: DayRange): Promise<MissingRange[]> {
    const token = instrument.instrument_token;
    const fetched = await this.repo.fetchedDays(token, interval, range.from, range.to);
    const chunks = missingRuns(range.from, range.to, fetched).flatMap((run) => chunkRange(run, interval));
    const settled = await Promise.allSettled(chunks.map((c) => this.fetchOnce(instrument, interval, c)));
    return settled.flatMap((s, i) =>
      s.status === 'rejected' ? [{ ...chunks[i], reason: (s.reason as Error).message }] : [],
    );
  }

  /** One chunk, fetched and stored; a request for the same chunk already under way is joined, not repeated. */
  private fetchOnce(instrument: Instrument, interval: CandleInterval, chunk: DayRange): Promise<void> {
    const token = instrument.instrument_token;
    const key = `${token}/${interval}/${chunk.from}/${chunk.to}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.kite
        .chunk(token, interval, chunk, { oi: instrument.expiry !== null })
        .then((rows) => this.uow.run((tx) => this.repo.store(token, interval, rows, daysOf(chunk), tx)))
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * Today's bars as Kite has them, asked at most once per TODAY_BARS_TTL_MS per instrument and
   * interval: several viewers of one chart, or one refreshing it, cost Kite one request.
   */
  private todaysBars(instrument: Instrument, interval: CandleInterval, today: string): Promise<KiteCandle[]> {
    const key = `${instrument.instrument_token}/${interval}/${today}`;
    const now = Date.now();
    const hit = this.todayCache.get(key);
    if (hit && now - hit.at < TODAY_BARS_TTL_MS) return hit.rows;
    for (const [k, v] of this.todayCache) if (now - v.at >= TODAY_BARS_TTL_MS) this.todayCache.delete(k);
    const rows = this.kite.chunk(
      instrument.instrument_token,
      interval,
      { from: today, to: today },
      {
        oi: instrument.expiry !== null,
      },
    );
    this.todayCache.set(key, { at: now, rows });
    rows.catch(() => this.todayCache.delete(key));
    return rows;
  }

  private async today(
    instrument: Instrument,
    interval: CandleInterval,
    fromMs: number,
    toMs: number,
  ): Promise<KiteCandle[]> {
    const today = istDate(this.clock.now());
    const live = this.latest.get(instrument.instrument_token);
    const liveToday = live && istDate(new Date(live.timestamp)) === today ? live : undefined;
    if (interval === 'day') {
      if (!liveToday) return [];
      const { open, high, low, close, volume } = dayCandleOfTick(liveToday, today);
      return [{ at: barInstant(today, 0), open, high, low, close, volume }];
    }
    const rows = await this.todaysBars(instrument, interval, today);
    return joinLivePrice(
      rows.filter((r) => r.at >= fromMs && r.at <= toMs),
      liveToday?.last_price,
    );
  }
}
