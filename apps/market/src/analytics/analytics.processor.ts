import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { ANALYTICS_RATE_PER_SECOND } from '@app/contracts';
import { LOGGER } from '@app/common';
import { CandlesService } from '../candles/candles.service.js';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '@app/calendar';
import { highLowFigures } from './analytics-calculator.js';
import type { TrackedInstrumentEntity } from './tracked-instrument.entity.js';
import { TrackedRepository } from './tracked.repository.js';
import { windowStart } from './tracking-rules.js';

const BATCH = 10;
const SWEEP_MS = 5000;
const STUCK_AFTER_SECONDS = 120;

/**
 * Works through the queue of tracked instruments: each row's high/low figures are computed from the
 * stored day candles. Immediate adds go first; rate-limited adds go at Kite's historical pace.
 */
@Injectable()
export class AnalyticsProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private running = false;
  private again = false;
  private stopped = false;
  private sweep?: NodeJS.Timeout;

  constructor(
    private readonly repo: TrackedRepository,
    private readonly candles: CandlesService,
    private readonly instruments: InstrumentsService,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get busy(): boolean {
    return this.running;
  }

  onApplicationBootstrap(): void {
    // The sweep picks up work left by a replica that stopped and rows queued by other replicas.
    this.sweep = setInterval(() => {
      void this.repo
        .releaseStuck(STUCK_AFTER_SECONDS)
        .then(() => this.kick())
        .catch(() => undefined);
    }, SWEEP_MS);
    this.sweep.unref();
    this.kick();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearInterval(this.sweep);
  }

  /** Starts working if idle; if already working, makes it look at the queue once more before stopping. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((e: Error) => this.logger.error({ err: e.message }, 'analytics processing failed'))
      .finally(() => {
        this.running = false;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    await this.instruments.whenReady();
    for (;;) {
      if (this.stopped) return;
      const now = await this.repo.claim(BATCH, false);
      if (now.length > 0) {
        for (const row of now) await this.process(row);
        continue;
      }
      const [paced] = await this.repo.claim(1, true);
      if (!paced) return;
      await this.process(paced);
      await new Promise((r) => setTimeout(r, 1000 / ANALYTICS_RATE_PER_SECOND));
    }
  }

  private async process(row: TrackedInstrumentEntity): Promise<void> {
    try {
      const instrument = this.instruments.get(row.instrument_token);
      if (!instrument) return await this.repo.fail(row.id, 'Instrument is no longer in the instrument master');
      const today = tradingDayOf(this.clock.now());
      const candles = await this.candles.dayCandles(instrument, windowStart(today, row.months), today);
      const figures = highLowFigures(candles);
      if (!figures) return await this.repo.fail(row.id, 'No price history for this instrument');
      await this.repo.complete(row.id, {
        highest_price: figures.highestPrice,
        lowest_price: figures.lowestPrice,
        lowest_after_high: figures.lowestAfterHigh,
        high_day: figures.highDate,
        computed_day: today,
        computed_months: row.months,
      });
    } catch (e) {
      this.logger.warn({ err: (e as Error).message, token: row.instrument_token }, 'analytics computation failed');
      await this.repo.fail(row.id, 'Could not compute analytics; retry later').catch(() => undefined);
    }
  }
}
