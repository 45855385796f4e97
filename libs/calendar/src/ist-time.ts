/** Indian exchanges keep IST (UTC+05:30) all year: no daylight saving to handle on this side. */
export const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The wall-clock fields of an instant in IST, computed without the process's own zone. */
export interface IstTime {
  /** yyyy-mm-dd */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  minuteOfDay: number;
}

export function istTime(instant: Date): IstTime {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The IST calendar date (yyyy-mm-dd) of an instant: Indian exchanges trade on IST days. */
export function tradingDayOf(instant: Date): string {
  return istTime(instant).date;
}

/** Minutes after midnight of an HH:MM wall-clock time. */
export function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** HH:MM of minutes after midnight. */
export function hhmmOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const utcMidnight = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The instant at a minute of an IST calendar date. */
export function istInstant(date: string, minuteOfDay: number): Date {
  return new Date(utcMidnight(date) + (minuteOfDay - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** ISO-8601 with the +05:30 offset, as people in India read the time. */
export function istIso(instant: Date): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}

/** The calendar date n days after (or before) a yyyy-mm-dd date. */
export function addDays(date: string, n: number): string {
  return new Date(utcMidnight(date) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** True for a real yyyy-mm-dd calendar date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(utcMidnight(value)).toISOString().slice(0, 10) === value;
}
