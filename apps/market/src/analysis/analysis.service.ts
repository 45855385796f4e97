import { Injectable } from '@nestjs/common';
import type { InstrumentAnalysis, QuarterlyAnalysis } from '@app/contracts';
import { CandlesService } from '../candles/candles.service.js';
import { addDays } from '../candles/trading-days.js';
import { Clock } from '../clock/clock.js';
import { InstrumentsService } from '../instruments/instruments.service.js';
import { tradingDayOf } from '@app/calendar';
import { LatestPrices } from '../ticks/latest-prices.js';
import { quarterRows, quartersWindowStart, yearFigures } from './analysis.js';

const QUARTERS = 8;

/** Per-instrument analysis over stored day candles. */
@Injectable()
export class AnalysisService {
  constructor(
    private readonly candles: CandlesService,
    private readonly instruments: InstrumentsService,
    private readonly latest: LatestPrices,
    private readonly clock: Clock,
  ) {}

  async analysis(token: number): Promise<InstrumentAnalysis> {
    await this.instruments.whenReady();
    const instrument = this.instruments.require(token);
    const today = tradingDayOf(this.clock.now());
    const days = await this.candles.dayCandles(instrument, addDays(today, -365), today);
    const tick = this.latest.get(token);
    // The live price, else the last close, else the master's reference price.
    const live = tick?.last_price ?? days.at(-1)?.close ?? instrument.last_price;
    return {
      instrument_token: token,
      tradingsymbol: instrument.tradingsymbol,
      name: instrument.name,
      exchange: instrument.exchange,
      current_price: live,
      change_percent: tick?.change_percent ?? 0,
      ...yearFigures(days, live),
      as_of: (tick ? new Date(tick.timestamp) : this.clock.now()).toISOString(),
    };
  }

  async quarterly(token: number): Promise<QuarterlyAnalysis> {
    await this.instruments.whenReady();
    const instrument = this.instruments.require(token);
    const today = tradingDayOf(this.clock.now());
    const days = await this.candles.dayCandles(instrument, quartersWindowStart(today, QUARTERS), today);
    return {
      instrument_token: token,
      tradingsymbol: instrument.tradingsymbol,
      quarters: quarterRows(days).slice(-QUARTERS),
    };
  }
}
