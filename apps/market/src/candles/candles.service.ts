import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { CandlesReply, Instrument, MissingDays, Tick } from '@app/contracts';
import { LOGGER } from '@app/common';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '@app/calendar';
import { LatestPrices } from '../ticks/latest-prices.js';
import { dailySeries, intradaySeries } from './candle-series.js';
import { generateDayCandles, type DayCandle } from './candle-generator.js';
import { INTERVAL_MINUTES, barInstant, istDate } from './candle-time.js';
import { candleWindow, type CandleQuery } from './candle-window.js';
import { CandlesRepository } from './candles.repository.js';
import { KiteHistoryService } from './kite-history.service.js';
import { kiteCandleOut, kiteDayCandle } from './kite-candle-out.js';
import { dayCandleOfTick, generatorProfileOf, historyPlan } from './history-plan.js';
import { previousWeekday } from './trading-days.js';

/**
 * Historical candles. With Kite configured they are Kite's own (KiteHistoryService). Otherwise past
 * days are simulated once per instrument, walking back from the live price so history and live ticks
 * join up, and stored, so the same request answers the same candles; days the live feed closes are
 * stored as they happen. Intraday bars are derived from the day candle.
 */
@Injectable()
export class CandlesService implements OnModuleInit {
  constructor(
    private readonly repo: CandlesRepository,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly clock: Clock,
    private readonly kite: KiteHistoryService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.latest.onDayClosed((tick, day) => {
      this.repo
        .insert(tick.instrument_token, [dayCandleOfTick(tick, day)])
        .catch((e: Error) => this.logger.warn({ err: e.message }, 'could not store a closed day'));
    });
  }

  async candles(token: number, q: CandleQuery): Promise<CandlesReply> {
    const now = this.clock.now();
    const { from, to } = candleWindow(q, now);
    await this.instruments.whenReady();
    const instrument = this.instruments.require(token);
    if (this.kite.enabled) {
      const answer = await this.kite.candles(instrument, q.interval, from, to);
      const candles = answer.candles.map(kiteCandleOut);
      return answer.missing.length > 0 ? { candles, missing: answer.missing } : { candles };
    }
    const days = await this.dayCandles(instrument, istDate(from), istDate(to));
    if (q.interval === 'day') return { candles: dailySeries(days) };
    const candles = intradaySeries(instrument, days, INTERVAL_MINUTES[q.interval], {
      fromMs: from.getTime(),
      toMs: to.getTime(),
      nowMs: this.clock.now().getTime(),
    });
    return { candles };
  }

  /** Day candles from..to (yyyy-mm-dd, IST), today's from the live quote when it has traded today. */
  async dayCandles(instrument: Instrument, from: string, to: string): Promise<DayCandle[]> {
    return (await this.dayCandlesWithGaps(instrument, from, to)).days;
  }

  /** The same, with the runs of days Kite could not be asked for just now (none for simulated history). */
  async dayCandlesWithGaps(
    instrument: Instrument,
    from: string,
    to: string,
  ): Promise<{ days: DayCandle[]; missing: MissingDays[] }> {
    if (this.kite.enabled) {
      const answer = await this.kite.candles(instrument, 'day', new Date(barInstant(from, 0)), this.endOf(to));
      return {
        days: answer.candles.map(kiteDayCandle),
        missing: answer.missing.map(({ from: f, to: t }) => ({ from: f, to: t })),
      };
    }
    return { days: await this.simulatedDays(instrument, from, to), missing: [] };
  }

  private async simulatedDays(instrument: Instrument, from: string, to: string): Promise<DayCandle[]> {
    const token = instrument.instrument_token;
    const today = tradingDayOf(this.clock.now());
    const live = this.latest.get(token);
    const liveDay = live ? tradingDayOf(new Date(live.timestamp)) : null;
    // A quote from an earlier day is that day's close: stored before history is planned around it.
    if (live && liveDay && liveDay < today) await this.repo.insert(token, [dayCandleOfTick(live, liveDay)]);
    const lastPast = to < today ? to : previousWeekday(today);
    if (from <= lastPast) await this.ensureHistory(instrument, from, lastPast, live, liveDay === today);
    const stored = await this.repo.range(token, from, to < today ? to : lastPast);
    if (to >= today && live && liveDay === today) stored.push(dayCandleOfTick(live, today));
    return stored;
  }

  /** The last instant of the day, or now when the day is not over. */
  private endOf(day: string): Date {
    const end = barInstant(day, 24 * 60) - 1;
    return new Date(Math.min(end, this.clock.now().getTime()));
  }

  private async ensureHistory(
    instrument: Instrument,
    from: string,
    upto: string,
    live: Tick | undefined,
    liveToday: boolean,
  ): Promise<void> {
    const token = instrument.instrument_token;
    const stored = await this.repo.bounds(token);
    const runs = historyPlan(from, upto, { stored, live, liveToday, referencePrice: instrument.last_price });
    const profile = generatorProfileOf(instrument);
    for (const run of runs) await this.repo.insert(token, generateDayCandles(profile, run.anchorClose, run.days));
  }
}
