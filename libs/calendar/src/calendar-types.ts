import type { SessionKind } from './calendar-file.js';

/** The exchanges a status or a year's calendar is given for. */
export const STATUS_EXCHANGES = ['NSE', 'BSE', 'NFO', 'BFO', 'MCX'] as const;
export type StatusExchange = (typeof STATUS_EXCHANGES)[number];

export type TradingState = 'pre-open' | 'open' | 'closed';

export interface CalendarOptions {
  /** Every exchange open around the clock, weekends included (demos and tests). */
  alwaysOpen?: boolean;
}

/** A session of one date in minutes after IST midnight: [start, end). */
export interface TradingWindow {
  kind: SessionKind;
  start: number;
  end: number;
}

/** A session as the API shows it, HH:MM in IST; `us_dst_end` where the end follows US daylight saving. */
export interface SessionView {
  kind: SessionKind;
  start: string;
  end: string;
  us_dst_end?: string;
}

/** Where an exchange stands at an instant; the shape of the market contracts' ExchangeStatus. */
export interface StatusView {
  exchange: StatusExchange;
  state: TradingState;
  reason: string | null;
  holiday: string | null;
  next_open: string | null;
  next_close: string | null;
}
