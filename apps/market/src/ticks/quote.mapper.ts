import type { Tick } from '@app/contracts';
import { tradingDayOf } from '@app/calendar';
import type { QuoteEntity } from './quote.entity.js';

/** A stored quote as the tick it was: change and change percent against the stored previous close. */
export function tickOfQuote(r: QuoteEntity): Tick {
  const change = r.last_price - r.close;
  return {
    instrument_token: r.instrument_token,
    last_price: r.last_price,
    ohlc: { open: r.open, high: r.high, low: r.low, close: r.close },
    change,
    change_percent: r.close ? (change * 100) / r.close : 0,
    volume: r.volume,
    timestamp: r.updated_at.toISOString(),
  };
}

/** The row a tick is stored as, dated by the IST trading day of its timestamp. */
export function quoteOfTick(t: Tick): QuoteEntity {
  return {
    instrument_token: t.instrument_token,
    day: tradingDayOf(new Date(t.timestamp)),
    last_price: t.last_price,
    open: t.ohlc.open,
    high: t.ohlc.high,
    low: t.ohlc.low,
    close: t.ohlc.close,
    volume: Math.round(t.volume),
    updated_at: new Date(t.timestamp),
  };
}
