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

/** `paused`: no session to stream Kite with, and KITE_FEED_ON_EXPIRY=pause keeps the simulator off. */
export type FeedState = 'connecting' | 'connected' | 'disconnected' | 'stopped' | 'paused';

/** Where the market's Kite token comes from: KITE_ACCESS_TOKEN, or the feed account's connected session. */
export type FeedTokenSource = 'override' | 'session';

/** The feed account's Zerodha session the ticker streams with (never the token itself). */
export interface FeedSessionInfo {
  kite_user_id: string;
  /** When Kite invalidates the token: 06:00 IST after the login. */
  expires_at: string;
}

export interface FeedStatus {
  feed: FeedKind;
  state: FeedState;
  connected: boolean;
  /** Number of instruments the feed streams. */
  subscribed: number;
  last_tick_at: string | null;
  message?: string;
  /** Set when Kite can be the source: which token it uses. Absent when the simulator is the only feed. */
  token_source?: FeedTokenSource;
  /** With token_source `session`: the session streaming now, or null when none can be used. */
  session?: FeedSessionInfo | null;
  /** With token_source `session`: why Kite is not streaming (expired, refused, none connected), else null. */
  fallback_reason?: string | null;
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
