import type { Candle, Instrument } from '@app/contracts';
import { simulationTick } from '../feeds/simulator/instrument-profile.js';
import type { DayCandle } from './candle-generator.js';
import { barInstant, candleTimestamp, sessionMinutes } from './candle-time.js';
import { generateIntradayBars } from './intraday-generator.js';

/** Day candles as Kite answers them, stamped at IST midnight. */
export function dailySeries(days: readonly DayCandle[]): Candle[] {
  return days.map((d) => ({
    date: candleTimestamp(d.day),
    open: d.open,
    high: d.high,
    low: d.low,
    close: d.close,
    volume: d.volume,
  }));
}

/**
 * Intraday bars of `step` minutes derived from each day candle, inside the exchange's session and the
 * requested instants. Today's bars stop at the current minute and end at the live price.
 */
export function intradaySeries(
  instrument: Instrument,
  days: readonly DayCandle[],
  step: number,
  window: { fromMs: number; toMs: number; nowMs: number },
): Candle[] {
  const tick = simulationTick(instrument);
  const session = sessionMinutes(instrument.exchange);
  const out: Candle[] = [];
  for (const d of days) {
    const minutesNow = Math.floor((window.nowMs - barInstant(d.day, 0)) / 60_000);
    const end = Math.min(session.endMinute, Math.max(session.startMinute + step, minutesNow));
    const bars = generateIntradayBars(
      instrument.instrument_token,
      d,
      { startMinute: session.startMinute, endMinute: end },
      step,
      tick,
    );
    for (const b of bars) {
      const at = barInstant(d.day, b.minute);
      if (at < window.fromMs || at > window.toMs) continue;
      out.push({
        date: candleTimestamp(d.day, b.minute),
        open: b.open,
        high: b.high,
        low: b.low,
        close: b.close,
        volume: b.volume,
      });
    }
  }
  return out;
}
