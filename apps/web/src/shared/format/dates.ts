// Dates and times as an Indian investor reads them: always in IST, whatever the browser's time zone.
import { IST_OFFSET_MINUTES, istDay } from '@app/formatting';

export { IST_OFFSET_MINUTES };
export const IST_TIME_ZONE = 'Asia/Kolkata';

const ist = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: IST_TIME_ZONE });

const day = ist({ day: 'numeric', month: 'short', year: 'numeric' });
const paddedDay = ist({ day: '2-digit', month: 'short', year: 'numeric' });
const dayMonth = ist({ day: 'numeric', month: 'short' });
const dayTime = ist({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const shortDayTime = ist({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const time = ist({ hour: 'numeric', minute: '2-digit', second: '2-digit' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Kite writes its timestamps as `yyyy-mm-dd hh:mm:ss` in IST, with no zone. */
const KITE_STAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

function parse(value: string | number): Date {
  if (typeof value === 'number') return new Date(value);
  if (DATE_ONLY.test(value)) return new Date(dayToInstant(value));
  const kite = KITE_STAMP.exec(value);
  return new Date(kite ? `${kite[1]}T${kite[2]}+05:30` : value);
}

export type DateInput = string | number | Date | null | undefined;

/**
 * The instant a value names; a bare yyyy-mm-dd is that calendar day at IST noon, so no zone moves it,
 * and Kite's zone-less `yyyy-mm-dd hh:mm:ss` is IST wall-clock time.
 */
export function instantOf(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : parse(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const show = (format: Intl.DateTimeFormat) => (value: DateInput) => {
  const d = instantOf(value);
  return d ? format.format(d) : '—';
};

/** 23 Nov 2026; a dash for a missing or broken date. */
export const formatDay = show(day);

/** 03 Mar 2026: the day in two digits, as the re-buy lists show sale dates. */
export const formatDayPadded = show(paddedDay);

/** 23 Nov: where the year is clear from the context. */
export const formatDayMonth = show(dayMonth);

/** 23 Nov 2026, 3:45 pm */
export const formatDateTime = show(dayTime);

/** 23 Nov, 3:45 pm: where the year is clear from the context (a day group). */
export const formatShortDateTime = show(shortDayTime);

/** 3:45:10 pm */
export const formatTime = show(time);

/** The IST calendar date (yyyy-mm-dd) of an instant: the day it is grouped under. */
export function istDate(at: Date | number | string): string {
  return istDay(at) ?? '';
}

/** Today's calendar date in IST, yyyy-mm-dd (the default of date inputs). */
export function todayIst(now: Date = new Date()): string {
  return istDate(now);
}

/** A picked calendar day as an instant the server stores on that same day (IST noon). */
export function dayToInstant(dayText: string): string {
  return `${dayText}T12:00:00+05:30`;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The IST wall clock of an instant: its weekday (0 is Sunday) and minutes after IST midnight. */
export function istClock(at: Date): { weekday: number; minutes: number } {
  const wall = new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return { weekday: wall.getUTCDay(), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

/** The instant of an IST wall-clock time, `minutes` after midnight of the IST day of `at`, `dayOffset` days on. */
export function istWallTime(at: Date, minutes: number, dayOffset = 0): Date {
  const midnight = Date.parse(`${istDate(at)}T00:00:00Z`) - IST_OFFSET_MINUTES * MINUTE_MS;
  return new Date(midnight + dayOffset * DAY_MS + minutes * MINUTE_MS);
}
