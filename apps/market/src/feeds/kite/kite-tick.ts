import type { Ohlc, Tick } from '@app/contracts';
import { priceDecimals, type KiteTick } from './kite-packet-parser.js';

/** What an ltp packet lacks, taken from the last quote or full packet of the same token. */
export interface KnownQuote {
  ohlc: Ohlc;
  volume: number;
}

export interface ToTickContext {
  known?: KnownQuote;
  /** Stamps ticks whose packet carries no time (ltp and index quote packets). */
  now?: Date;
}

/** Normalises a decoded packet to the feed-neutral Tick. */
export function toTick(k: KiteTick, context: ToTickContext = {}): Tick {
  const price = k.last_price;
  const ohlc = k.ohlc ?? context.known?.ohlc ?? { open: price, high: price, low: price, close: price };
  const change = roundTo(price - ohlc.close, priceDecimals(k.segment));
  const percent = ohlc.close !== 0 ? (change * 100) / ohlc.close : 0;
  return {
    instrument_token: k.instrument_token,
    last_price: price,
    ohlc: { ...ohlc },
    change,
    change_percent: Number.isFinite(percent) ? percent : 0,
    volume: k.volume_traded ?? context.known?.volume ?? 0,
    timestamp: timestampOf(k, context.now),
  };
}

/** The quote to remember for later ltp packets, or undefined when the packet carries no range. */
export function knownQuoteOf(k: KiteTick, previous?: KnownQuote): KnownQuote | undefined {
  if (!k.ohlc) return undefined;
  return { ohlc: { ...k.ohlc }, volume: k.volume_traded ?? previous?.volume ?? 0 };
}

function timestampOf(k: KiteTick, now: Date | undefined): string {
  // Zero means the exchange sent no time (outside market hours), not 1970.
  const seconds = k.exchange_timestamp || k.last_trade_time;
  return seconds ? new Date(seconds * 1000).toISOString() : (now ?? new Date()).toISOString();
}

/** Prices are exact in the segment's decimals; subtraction of binary doubles is not, so round back. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns a -0 into 0.
  return Math.round(value * factor) / factor + 0;
}
