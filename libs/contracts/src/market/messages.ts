import type { Actor } from '../auth/types.js';
import type { FeedStatus, Instrument, Tick } from './types.js';
import type { InstrumentRef } from './candle-types.js';

/** How far a reload of the master has got: rows stored of the rows to store. */
export interface InstrumentsReloadProgress {
  source: 'bundled' | 'kite';
  phase: 'downloading' | 'storing';
  done: number;
  total: number;
  started_at: string;
}

/** Published on MARKET_EVENTS.instrumentsReloadProgressed; progress null when the reload ended. */
export interface InstrumentsReloadProgressEvent {
  origin: string;
  progress: InstrumentsReloadProgress | null;
}

export interface InstrumentsStatusReply {
  loaded: boolean;
  source: 'bundled' | 'kite';
  loaded_at: string | null;
  /** yyyy-mm-dd of the bundled listing snapshot when the source is 'bundled', else null. */
  snapshot_date: string | null;
  total: number;
  by_exchange: Record<string, number>;
  by_segment: Record<string, number>;
  by_type: Record<string, number>;
  /** The reload under way on any replica, or null when none is. */
  reload_progress: InstrumentsReloadProgress | null;
}

export interface InstrumentsReloadRequest {
  actor: Actor;
  source?: 'bundled' | 'kite';
}

export interface InstrumentsLookupRequest {
  instrument_tokens: number[];
}
export interface InstrumentsLookupReply {
  instruments: Instrument[];
}

/** Instruments named as a ledger names them (InstrumentRef), at most MAX_RESOLVE_INSTRUMENTS at once. */
export interface InstrumentsResolveRequest {
  instruments: InstrumentRef[];
}
/** In the request's order: each reference's instrument (by token, else ISIN, NSE first, else symbol), or null. */
export interface InstrumentsResolveReply {
  instruments: Array<Instrument | null>;
}

/** A security search hit. */
export interface SecuritySearchResult {
  instrument_token: number;
  tradingsymbol: string;
  name: string;
  exchange: string;
  instrument_type: string;
  last_price: number;
  /** The security's ISIN; null for indices and derivatives (optional so older clients' fixtures still type). */
  isin?: string | null;
}
export interface SecuritiesSearchRequest {
  query: string;
  limit: number;
}
export interface SecuritiesSearchReply {
  securities: SecuritySearchResult[];
}

export interface PricesLatestRequest {
  instrument_tokens: number[];
}
/** Latest tick per requested token; tokens the feed has not priced yet are left out. */
export interface PricesLatestReply {
  prices: Record<string, Tick>;
}

/** A row of GET /api/market-data. */
export interface MarketQuote extends Tick {
  tradingsymbol: string;
  name: string;
  exchange: string;
  instrument_type: string;
}
export interface MarketOverviewReply {
  market_data: MarketQuote[];
  top_gainers: MarketQuote[];
  top_losers: MarketQuote[];
}

export type FeedStatusReply = FeedStatus;

export interface FeedSubscribeRequest {
  instrument_tokens: number[];
}
export interface FeedSubscribeReply {
  instrument_tokens: number[];
}

export interface SimulatorSetPriceRequest {
  actor: Actor;
  instrument_token: number;
  last_price: number;
}
export interface SimulatorSetPriceReply {
  instrument_token: number;
  last_price: number;
}

export const INDEX_SIDES = ['left', 'right'] as const;
export type IndexSide = (typeof INDEX_SIDES)[number];
/** Indices a user may show on each side of the header. */
export const MAX_INDICES_PER_SIDE = 2;

/** A dashboard index as the header shows it. */
export interface DashboardIndex {
  instrument_token: number;
  tradingsymbol: string;
  name: string;
  price: number | null;
  change: number | null;
  changePercent: number | null;
  previousClose: number | null;
  lastUpdateTime: string | null;
  side: IndexSide;
}
export interface AvailableIndex {
  symbol: string;
  name: string;
  instrument_token: number;
}
export interface IndicesAvailableReply {
  indices: AvailableIndex[];
}
export interface IndicesSideRequest {
  userId: string;
  side: IndexSide;
}
export interface IndicesReply {
  indices: DashboardIndex[];
}
export interface IndicesAddRequest {
  userId: string;
  instrument_token: number;
  tradingsymbol?: string;
  name?: string;
  side: IndexSide;
}
export interface IndicesRemoveRequest {
  userId: string;
  instrument_token: number;
}

/** Kite's historical fetcher, across every market replica (GET /api/admin/history-fetcher). */
export interface HistoryFetcherStatusReply {
  /** Kite is configured: candles come from its historical API. */
  enabled: boolean;
  /** Historical requests waiting for a slot of the shared limiter. */
  queued: number;
  requests_last_minute: number;
  /** requests_last_minute over 60 s */
  rate_per_second: number;
  /** Kite's limit for historical requests. */
  rate_limit_per_second: number;
  last_request_at: string | null;
  last_error: { at: string; message: string } | null;
  /** /quote/ltp requests for prices the ticker does not stream, last minute. */
  quote_requests_last_minute: number;
}
