import { minutesOf } from './ist-time.js';

/** The day of month of the n-th given weekday (0 = Sunday) in a month (1-12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

/**
 * Whether US daylight saving time is in force on an IST calendar date: from the second Sunday of March
 * to the first Sunday of November. The switches fall on Sundays, when MCX is shut, so the date is enough.
 */
export function isUsDaylightSaving(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const md = month * 100 + day;
  const start = 300 + nthWeekday(year, 3, 0, 2);
  const end = 1100 + nthWeekday(year, 11, 0, 1);
  return md >= start && md < end;
}

/** MCX's non-agri close while US daylight saving is in force, and otherwise (circulars of 2021-03 and 2023-11). */
export const MCX_CLOSE = { usDst: '23:30', otherwise: '23:55' } as const;

/** MCX non-agri commodities close at 23:30 during US daylight saving, else 23:55, as their reference markets move. */
export function mcxClose(date: string): number {
  return minutesOf(isUsDaylightSaving(date) ? MCX_CLOSE.usDst : MCX_CLOSE.otherwise);
}
