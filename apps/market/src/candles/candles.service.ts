import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  CANDLE_DEFAULT_SPAN_DAYS,
  CANDLE_RANGE_LIMIT_DAYS,
  type Candle,
  type CandleInterval,
  type Instrument,
  type Tick,
} from '@app/contracts';
import { LOGGER, validationError } from '@app/common';
import { Clock } from '../clock/clock.js';
import { simulationTick, volatilityOf } from '../feeds/simulator/instrument-profile.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '../market-hours/market-hours.js';
import { LatestPrices } from '../ticks/latest-prices.js';
import { generateDayCandles, type DayCandle, type GeneratorProfile } from './candle-generator.js';
import { INTERVAL_MINUTES, barInstant, candleTimestamp, istDate, parseRequestDate, sessionMinutes } from './candle-time.js';
import { CandlesRepository } from './candles.repository.js';
import { generateIntradayBars } from './intraday-generator.js';
import { addDays, previousWeekday, weekdaysDescending } from './trading-days.js';

const DAY_MS = 86_400_000;

/**
 * Historical candles. Past days are simulated once per instrument, walking back from the live price
 * so history and live ticks join up, and stored, so the same request answers the same candles; days
 * the live feed closes are stored as they happen. Intraday bars are derived from the day candle.
 */
@Injectable()
export class CandlesService implements OnModuleInit {
  constructor(
    private readonly repo: CandlesRepository,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.latest.onDayClosed((tick, day) => {
      this.repo.insert(tick.instrument_token, [this.fromTick(tick, day)]).catch((e: Error) => this.logger.warn({ err: e.message }, 'could not store a closed day'));
    });
  }

  async candles(token: number, q: { from?: string; to?: string; interval: CandleInterval }): Promise<Candle[]> {
    const { from, to } = this.window(q);
    await this.instruments.whenReady();
    const instrument = this.instruments.require(token);
    const days = await this.dayCandles(instrument, istDate(from), istDate(to));
    if (q.interval === 'day') return days.map((d) => ({ date: candleTimestamp(d.day), open: d.open, high: d.high, low: d.low, close: d.close, volume: d.volume }));
    return this.intraday(instrument, days, INTERVAL_MINUTES[q.interval], from.getTime(), to.getTime());
  }

  /** Day candles from..to (yyyy-mm-dd, IST), today's from the live quote when it has traded today. */
  async dayCandles(instrument: Instrument, from: string, to: string): Promise<DayCandle[]> {
    const token = instrument.instrument_token;
    const today = tradingDayOf(this.clock.now());
    const live = this.latest.get(token);
    const liveDay = live ? tradingDayOf(new Date(live.timestamp)) : null;
    if (live && liveDay && liveDay < today) await this.repo.insert(token, [this.fromTick(live, liveDay)]);
    const lastPast = to < today ? to : previousWeekday(today);
    if (from <= lastPast) await this.ensureHistory(instrument, from, lastPast, live, liveDay === today);
    const stored = await this.repo.range(token, from, to < today ? to : lastPast);
    if (to >= today && live && liveDay === today) stored.push(this.fromTick(live, today));
    return stored;
  }

  private async ensureHistory(instrument: Instrument, from: string, upto: string, live: Tick | undefined, liveToday: boolean): Promise<void> {
    const token = instrument.instrument_token;
    const profile = this.profileOf(instrument);
    const bounds = await this.repo.bounds(token);
    if (!bounds) {
      // Yesterday's close is today's previous close: that is where the simulated past must end.
      const anchor = live ? (liveToday ? live.ohlc.close : live.last_price) : instrument.last_price;
      if (anchor > 0) await this.repo.insert(token, generateDayCandles(profile, anchor, weekdaysDescending(from, upto)));
      return;
    }
    if (from < bounds.first.day) {
      await this.repo.insert(token, generateDayCandles(profile, bounds.first.open, weekdaysDescending(from, addDays(bounds.first.day, -1))));
    }
    if (upto > bounds.last.day) {
      const anchor = live && liveToday ? live.ohlc.close : bounds.last.close;
      await this.repo.insert(token, generateDayCandles(profile, anchor, weekdaysDescending(addDays(bounds.last.day, 1), upto)));
    }
  }

  private intraday(instrument: Instrument, days: DayCandle[], step: number, fromMs: number, toMs: number): Candle[] {
    const tick = simulationTick(instrument);
    const session = sessionMinutes(instrument.exchange);
    const nowMs = this.clock.now().getTime();
    const out: Candle[] = [];
    for (const d of days) {
      // Today's bars stop at the current minute and end at the live price.
      const minutesNow = Math.floor((nowMs - barInstant(d.day, 0)) / 60_000);
      const end = Math.min(session.endMinute, Math.max(session.startMinute + step, minutesNow));
      for (const b of generateIntradayBars(instrument.instrument_token, d, { startMinute: session.startMinute, endMinute: end }, step, tick)) {
        const at = barInstant(d.day, b.minute);
        if (at < fromMs || at > toMs) continue;
        out.push({ date: candleTimestamp(d.day, b.minute), open: b.open, high: b.high, low: b.low, close: b.close, volume: b.volume });
      }
    }
    return out;
  }

  private window(q: { from?: string; to?: string; interval: CandleInterval }): { from: Date; to: Date } {
    const now = this.clock.now();
    const to = q.to ? parseRequestDate(q.to) : now;
    if (!to) throw validationError([{ field: 'to', errors: ['to is not a valid date'] }]);
    // A bare `to` date means the whole of that day.
    const toEnd = q.to && q.to.length === 10 ? new Date(to.getTime() + DAY_MS - 1) : to;
    const from = q.from ? parseRequestDate(q.from) : new Date(toEnd.getTime() - CANDLE_DEFAULT_SPAN_DAYS[q.interval] * DAY_MS);
    if (!from) throw validationError([{ field: 'from', errors: ['from is not a valid date'] }]);
    if (from > toEnd) throw validationError([{ field: 'from', errors: ['from must not be after to'] }]);
    const limit = CANDLE_RANGE_LIMIT_DAYS[q.interval];
    if (toEnd.getTime() - from.getTime() > limit * DAY_MS) {
      throw validationError([{ field: 'from', errors: [`${q.interval} candles cover at most ${limit} days per request`] }]);
    }
    return { from, to: toEnd > now ? now : toEnd };
  }

  profileOf(instrument: Instrument): GeneratorProfile {
    const price = instrument.last_price > 0 ? instrument.last_price : 1;
    const isIndex = instrument.segment === 'INDICES';
    const dailyValue = instrument.instrument_type === 'EQ' ? 5e9 : 2e10;
    return {
      token: instrument.instrument_token,
      sigmaAnnual: volatilityOf(instrument),
      tick: simulationTick(instrument),
      dailyVolume: isIndex ? 0 : Math.round(dailyValue / price),
    };
  }

  private fromTick(t: Tick, day: string): DayCandle {
    return { day, open: t.ohlc.open, high: Math.max(t.ohlc.high, t.last_price), low: Math.min(t.ohlc.low, t.last_price), close: t.last_price, volume: Math.round(t.volume) };
  }
}
