// Analytics shapes and limits: plain types, safe for the browser (no validation classes).
export const ANALYTICS_DEFAULT_MONTHS = 12;
export const ANALYTICS_MIN_MONTHS = 1;
export const ANALYTICS_MAX_MONTHS = 60;
/** Instruments one bulk call may add. */
export const ANALYTICS_BULK_MAX = 200;
/** Rate-limited adds are worked through at Kite's historical-data pace. */
export const ANALYTICS_RATE_PER_SECOND = 3;

export const ANALYTICS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalyticsStatus = (typeof ANALYTICS_STATUSES)[number];

/** An analytics instrument's figures, in snake case as its nested `analytics` object. */
export interface AnalyticsFiguresSnake {
  highest_price: number | null;
  lowest_price: number | null;
  lowest_after_high: number | null;
  percent_from_lowest: number | null;
  percent_below_high: number | null;
  percent_drop_from_high_to_low: number | null;
}

/** A tracked instrument as the Analytics container reads it. */
export interface AnalyticsInstrument {
  instrument_token: number;
  tradingsymbol: string;
  name: string;
  exchange: string;
  months: number;
  status: AnalyticsStatus;
  error: string | null;
  livePrice: number | null;
  hasLivePrice: boolean;
  changePercent: number | null;
  highestPrice: number | null;
  lowestPrice: number | null;
  lowestAfterHigh: number | null;
  percentFromLowest: number | null;
  percentBelowHigh: number | null;
  percentDropFromHighToLow: number | null;
  highDate: string | null;
  analytics: AnalyticsFiguresSnake;
  updated_at: string;
}

export interface AnalyticsProcessingStatus {
  total: number;
  pending: number;
  processing: number;
  completed: number;
  failed: number;
  is_processing: boolean;
}

export interface AnalyticsFailedInstrument {
  instrument_token: number;
  tradingsymbol: string;
  error: string;
  attempts: number;
  updated_at: string;
}

export interface AnalyticsUserRequest {
  userId: string;
}
export interface AnalyticsAddRequest extends AnalyticsUserRequest {
  instrument_token: number;
  months?: number;
}
export interface AnalyticsBulkAddRequest extends AnalyticsUserRequest {
  instrument_tokens: number[];
  months?: number;
}
export interface AnalyticsBulkDataRequest extends AnalyticsUserRequest {
  months?: number;
}
export interface AnalyticsBulkDataReply {
  status: 'calculating' | 'completed';
  months: number;
  instruments: AnalyticsInstrument[];
}
