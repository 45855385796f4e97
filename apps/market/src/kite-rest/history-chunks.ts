import type { CandleInterval } from '@app/contracts';

/**
 * Days of candles one historical request may cover, per interval. Kite does not publish these; they are
 * the older, tighter limits its own SDK's tests enforce (minute 30, 3/5/10minute 90, 15/30minute 180,
 * 60minute 365, day 2000), so a request never meets an InputException for its range.
 */
export const KITE_CHUNK_DAYS: Record<CandleInterval, number> = {
  minute: 30,
  '3minute': 90,
  '5minute': 90,
  '10minute': 90,
  '15minute': 180,
  '30minute': 180,
  '60minute': 365,
  day: 2000,
};

/** Calendar days from..to inclusive (yyyy-mm-dd, IST). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from..to inclusive. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Splits a range into consecutive requests of at most the interval's days each, oldest first. */
export function chunkRange(range: DayRange, interval: CandleInterval): DayRange[] {
  const size = KITE_CHUNK_DAYS[interval];
  const out: DayRange[] = [];
  for (let from = range.from; from <= range.to; from = addDays(from, size)) {
    const end = addDays(from, size - 1);
    out.push({ from, to: end < range.to ? end : range.to });
  }
  return out;
}

/** Kite's from/to parameters for a range: the first day's midnight to the last day's final second, IST. */
export function kiteRangeParams(range: DayRange): { from: string; to: string } {
  return { from: `${range.from} 00:00:00`, to: `${range.to} 23:59:59` };
}
