import type { Instrument, Tick } from '@app/contracts';
import { simulationTick, volatilityOf } from '../feeds/simulator/instrument-profile.js';
import type { DayCandle, GeneratorProfile } from './candle-generator.js';
import { addDays, weekdaysDescending } from './trading-days.js';

/** One stretch of past days to simulate: the newest day closes at the anchor; days are newest first. */
export interface HistoryRun {
  anchorClose: number;
  days: string[];
}

export interface HistoryState {
  /** The first and last stored day candles, when any are stored. */
  stored: { first: DayCandle; last: DayCandle } | null;
  /** The instrument's latest tick, and whether it is from today. */
  live: Tick | undefined;
  liveToday: boolean;
  /** The master's reference price, for an instrument that has not ticked yet. */
  referencePrice: number;
}

/**
 * The past days (from..upto, weekdays) still to simulate, so history and live prices join up. With
 * nothing stored, the past ends at today's previous close when the instrument traded today (else at its
 * last price); without any price nothing is made. Days before the stored ones walk back from the first
 * stored open; days after them end at today's previous close, or else continue from the last stored close.
 */
export function historyPlan(from: string, upto: string, s: HistoryState): HistoryRun[] {
  if (!s.stored) {
    const anchorClose = s.live ? (s.liveToday ? s.live.ohlc.close : s.live.last_price) : s.referencePrice;
    return anchorClose > 0 ? [{ anchorClose, days: weekdaysDescending(from, upto) }] : [];
  }
  const { first, last } = s.stored;
  const runs: HistoryRun[] = [];
  if (from < first.day) runs.push({ anchorClose: first.open, days: weekdaysDescending(from, addDays(first.day, -1)) });
  if (upto > last.day) {
    const anchorClose = s.live && s.liveToday ? s.live.ohlc.close : last.close;
    runs.push({ anchorClose, days: weekdaysDescending(addDays(last.day, 1), upto) });
  }
  return runs;
}

/** How an instrument's simulated history moves: its volatility, tick, and a day's typical volume. */
export function generatorProfileOf(instrument: Instrument): GeneratorProfile {
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

/** A day's candle from the last tick of that day: its range stretched to the last price, which closes it. */
export function dayCandleOfTick(t: Tick, day: string): DayCandle {
  return {
    day,
    open: t.ohlc.open,
    high: Math.max(t.ohlc.high, t.last_price),
    low: Math.min(t.ohlc.low, t.last_price),
    close: t.last_price,
    volume: Math.round(t.volume),
  };
}
