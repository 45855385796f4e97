// Candle and analysis shapes and constants: plain types, safe for the browser (no validation classes).
/** Kite's candle intervals. */
export const CANDLE_INTERVALS = [
  'minute',
  '3minute',
  '5minute',
  '10minute',
  '15minute',
  '30minute',
  '60minute',
  'day',
] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** Longest from..to span per request, in days (Kite's documented limits, chunk beyond them). */
export const CANDLE_RANGE_LIMIT_DAYS: Record<CandleInterval, number> = {
  minute: 60,
  '3minute': 100,
  '5minute': 100,
  '10minute': 100,
  '15minute': 200,
  '30minute': 200,
  '60minute': 400,
  day: 2000,
};

/** The window a request without `from` covers. */
export const CANDLE_DEFAULT_SPAN_DAYS: Record<CandleInterval, number> = {
  minute: 5,
  '3minute': 10,
  '5minute': 10,
  '10minute': 20,
  '15minute': 30,
  '30minute': 30,
  '60minute': 60,
  day: 365,
};

export interface Candle {
  /** ISO-8601 with the IST offset, as Kite sends it. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Open interest, for derivatives whose history comes from Kite. */
  oi?: number;
}

export interface CandlesRequest {
  instrument_token: number;
  from?: string;
  to?: string;
  interval: CandleInterval;
  use_cache: boolean;
}
export interface CandlesReply {
  candles: Candle[];
  /** Days (yyyy-mm-dd, IST) Kite could not be asked for just now, and why; the candles are what is stored. */
  missing?: { from: string; to: string; reason: string }[];
}

/** A run of days (yyyy-mm-dd, IST) an answer leaves out because Kite could not be asked for them. */
export interface MissingDays {
  from: string;
  to: string;
}

/**
 * GET /api/historical/{token}, whole: the candles under `data` (an array, as the catalogue has it) and,
 * only when some days could not be fetched, those days and a short sentence saying so.
 */
export interface HistoricalAnswer {
  data: Candle[];
  missing?: MissingDays[];
  notice?: string;
}

/** An instrument as a ledger names it: by its token, or by ISIN, with exchange and symbol as a fallback. */
export interface InstrumentRef {
  instrument_token?: number;
  isin?: string | null;
  exchange?: string;
  tradingsymbol?: string;
}

/**
 * Daily closes of many instruments at once, for returns and benchmarks. An instrument is named by its
 * token, or by ISIN (with exchange and symbol as a fallback) as the ledger knows it.
 */
export interface DailyClosesRequest {
  instruments: InstrumentRef[];
  /** IST days, yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
}

/**
 * One series per requested instrument, in the request's order: closes as [day, close], by day, and the
 * runs of days Kite could not be asked for just now (absent when none).
 */
export interface DailyClosesReply {
  series: Array<{
    instrument_token: number | null;
    name: string | null;
    /** The symbol the instrument trades under now (a renamed stock's new one); absent from older replicas. */
    tradingsymbol?: string | null;
    closes: Array<[string, number]>;
    missing?: MissingDays[];
  }>;
  source: 'kite' | 'simulated';
}

export interface AnalysisRequest {
  instrument_token: number;
}

/** GET /api/analysis/{id}: one instrument's last year. */
export interface InstrumentAnalysis {
  instrument_token: number;
  tradingsymbol: string;
  name: string;
  exchange: string;
  current_price: number;
  change_percent: number;
  return_1y_percent: number | null;
  volatility_annual_percent: number | null;
  high_52w: number | null;
  low_52w: number | null;
  percent_from_52w_high: number | null;
  percent_from_52w_low: number | null;
  as_of: string;
}

export interface QuarterRow {
  /** e.g. 2026-Q3 (calendar quarters, IST) */
  quarter: string;
  start: string;
  end: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** close against open of the quarter, percent */
  return_percent: number;
}
export interface QuarterlyAnalysis {
  instrument_token: number;
  tradingsymbol: string;
  quarters: QuarterRow[];
}
