import type { Actor } from '../auth/types.js';

/** Exchanges the calendar knows; NFO and BFO trade the hours of their cash markets. */
export const CALENDAR_EXCHANGES = ['NSE', 'BSE', 'NFO', 'BFO', 'MCX'] as const;
export type CalendarExchange = (typeof CALENDAR_EXCHANGES)[number];

export type ExchangeState = 'pre-open' | 'open' | 'closed';

/** One trading window of a day, wall-clock in IST (HH:MM). */
export interface CalendarSession {
  kind: 'pre-open' | 'normal' | 'muhurat' | 'evening';
  start: string;
  end: string;
  /** Where the end follows US daylight saving (MCX's regular close): the end while the US is on DST. */
  us_dst_end?: string;
}

/** A day that differs from the exchange's regular week: a holiday, or a special session such as Muhurat. */
export interface CalendarDay {
  /** yyyy-mm-dd, an IST calendar date. */
  date: string;
  kind: 'holiday' | 'special';
  name: string;
  /** What still trades that day (MCX's evening on an equity holiday, Muhurat's hour); empty when closed. */
  sessions: CalendarSession[];
}

export interface ExchangeCalendar {
  exchange: CalendarExchange;
  /** The sessions of an ordinary weekday. */
  regular: CalendarSession[];
  days: CalendarDay[];
}

export interface MarketCalendarReply {
  year: number;
  time_zone: 'Asia/Kolkata';
  /** Where the dates come from (circular numbers) and when the data file was last changed. */
  source: string;
  exchanges: ExchangeCalendar[];
}

export interface ExchangeStatus {
  exchange: CalendarExchange;
  state: ExchangeState;
  /** Why it is closed or special, for a person: a holiday's name, "Weekend", "Muhurat trading", ... */
  reason: string | null;
  /** The holiday's name when today is one for this exchange, else null. */
  holiday: string | null;
  /** ISO-8601 instants with the +05:30 offset; null when none is known within the calendar's years. */
  next_open: string | null;
  next_close: string | null;
}

export interface MarketStatusReply {
  /** The instant the status is for (ISO-8601, +05:30). */
  as_of: string;
  time_zone: 'Asia/Kolkata';
  exchanges: ExchangeStatus[];
}

export interface MarketCalendarRequest {
  year: number;
}

export interface MarketCalendarReloadRequest {
  actor: Actor;
}

/** What a reload loaded: the file (or the bundled data when MARKET_CALENDAR_FILE is unset) and its contents. */
export interface MarketCalendarReloadReply {
  source: 'bundled' | 'file';
  /** The path of MARKET_CALENDAR_FILE, null for the bundled data. */
  file: string | null;
  /** The data file's own date (yyyy-mm-dd). */
  updated: string;
  years: number[];
  /** Holidays and special sessions listed, counted per date and exchange list. */
  days: number;
  /** ISO-8601 instant of the reload. */
  loaded_at: string;
}

/** MarketCalendarReloadedEvent: every replica re-reads the calendar file; `origin` has done so already. */
export interface MarketCalendarReloadedEvent {
  origin: string;
}
