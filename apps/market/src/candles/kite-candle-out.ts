import type { Candle } from '@app/contracts';
import type { KiteCandle } from '../kite-rest/kite-candle-rows.js';
import { kiteStamp } from '../kite-rest/kite-candle-rows.js';
import type { DayCandle } from './candle-generator.js';
import { istDate } from './candle-time.js';

/** A stored Kite candle as the API answers it, stamped in IST as Kite does. */
export function kiteCandleOut(c: KiteCandle): Candle {
  const out: Candle = {
    date: kiteStamp(c.at),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
  };
  if (c.oi !== undefined) out.oi = c.oi;
  return out;
}

/** A Kite day candle (stamped at IST midnight) as the analysis and analytics read day candles. */
export function kiteDayCandle(c: KiteCandle): DayCandle {
  return { day: istDate(new Date(c.at)), open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume };
}
