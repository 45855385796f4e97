import type { Tick } from '@app/contracts';
import { roundToDecimals } from './gbm.js';

/** The simulator's quote of one instrument; the market service stores it and hands it back on restart. */
export interface SimQuoteState {
  /** IST trading day (yyyy-mm-dd) of the last tick; '' before the first one. */
  day: string;
  last_price: number;
  open: number;
  high: number;
  low: number;
  /** Previous day's close. */
  close: number;
  volume: number;
}

/** The quote of an instrument that never ticked: its reference price stands as the last close. */
export function unstartedQuote(referencePrice: number): SimQuoteState {
  const p = referencePrice;
  return { day: '', last_price: p, open: p, high: p, low: p, close: p, volume: 0 };
}

/**
 * The quote after a tick at `price` on IST day `day`. The first tick of a new day closes the old one:
 * close = previous last, open = high = low = price, volume restarts at 0.
 */
export function applyTick(quote: SimQuoteState, price: number, day: string, volumeTraded: number): SimQuoteState {
  if (quote.day !== day) {
    return { day, last_price: price, open: price, high: price, low: price, close: quote.last_price, volume: 0 };
  }
  return {
    day,
    last_price: price,
    open: quote.open,
    high: Math.max(quote.high, price),
    low: Math.min(quote.low, price),
    close: quote.close,
    volume: quote.volume + volumeTraded,
  };
}

/** The published tick of a quote; change is rounded to the tick's decimals, change_percent to 4 places. */
export function quoteToTick(token: number, quote: SimQuoteState, at: Date, priceDecimals: number): Tick {
  const change = roundToDecimals(quote.last_price - quote.close, priceDecimals);
  return {
    instrument_token: token,
    last_price: quote.last_price,
    ohlc: { open: quote.open, high: quote.high, low: quote.low, close: quote.close },
    change,
    change_percent: quote.close > 0 ? roundToDecimals((change * 100) / quote.close, 4) : 0,
    volume: quote.volume,
    timestamp: at.toISOString(),
  };
}
