/** Exchanges the product trades on, as Kite names them. */
export const EXCHANGES = ['NSE', 'BSE', 'NFO', 'BFO', 'MCX', 'CDS', 'BCD'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/** One row of the instrument master, in the columns of Kite's instrument dump. */
export interface Instrument {
  instrument_token: number;
  exchange_token: number;
  tradingsymbol: string;
  name: string;
  /** Reference price: the dump's last_price (a plausible previous close for bundled rows). */
  last_price: number;
  /** yyyy-mm-dd, or null for instruments that do not expire. */
  expiry: string | null;
  strike: number;
  tick_size: number;
  lot_size: number;
  instrument_type: string;
  segment: string;
  exchange: string;
  /** The security's ISIN (12 characters, INE.../INF...), or null where the source has none (indices, derivatives). */
  isin: string | null;
}

export interface Ohlc {
  open: number;
  high: number;
  low: number;
  /** Previous day's close, as Kite sends it. */
  close: number;
}

/** A normalised tick, whatever the feed. Prices in rupees. */
export interface Tick {
  instrument_token: number;
  last_price: number;
  ohlc: Ohlc;
  /** last_price - ohlc.close */
  change: number;
  /** (last_price - ohlc.close) * 100 / ohlc.close, 0 when close is 0 */
  change_percent: number;
  volume: number;
  /** Exchange time of the tick, ISO-8601. */
  timestamp: string;
}

export const FEED_KINDS = ['simulator', 'kite'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export type FeedState = 'connecting' | 'connected' | 'disconnected' | 'stopped';

export interface FeedStatus {
  feed: FeedKind;
  state: FeedState;
  connected: boolean;
  /** Number of instruments the feed streams. */
  subscribed: number;
  last_tick_at: string | null;
  message?: string;
}

/** Published on MARKET_EVENTS.ticks, one per feed frame. */
export interface TickBatch {
  feed: FeedKind;
  ticks: Tick[];
  /** Epoch ms when the market service published the batch (for latency measurement). */
  sent_at: number;
}

export interface FeedErrorEvent {
  feed: FeedKind;
  error: string;
  at: string;
}

export interface InstrumentsReloadedEvent {
  source: 'bundled' | 'kite';
  total: number;
  origin: string;
}
