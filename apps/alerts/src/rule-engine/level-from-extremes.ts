import type { Candle } from '@app/contracts';
import type { PriceLevel } from './level-from-price.js';

/** A day's range: its IST date (yyyy-mm-dd) and its high and low. */
export type DayRange = Pick<Candle, 'high' | 'low'> & { day: string };

/** Days from `from` (included) to `before` (excluded), both yyyy-mm-dd: string order is date order. */
const within = (days: readonly DayRange[], from: string, before: string) =>
  days.filter((d) => d.day >= from && d.day < before);

/** The highest daily high over [from, before); undefined without a day in it. */
export function highestHigh(days: readonly DayRange[], from: string, before: string): number | undefined {
  const inside = within(days, from, before);
  return inside.length ? Math.max(...inside.map((d) => d.high)) : undefined;
}

/** The lowest daily low over [from, before); undefined without a day in it. */
export function lowestLow(days: readonly DayRange[], from: string, before: string): number | undefined {
  const inside = within(days, from, before);
  return inside.length ? Math.min(...inside.map((d) => d.low)) : undefined;
}

/** The IST day `months` calendar months before `day` (31 March minus one month is 3 March, as Date rolls). */
export function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** The IST day 52 weeks (364 days) before `day`. */
export function weeksBefore(day: string, weeks: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/** week52_high_break: the highest high of the 52 weeks before today, broken upward. */
export function week52HighLevel(days: readonly DayRange[], today: string): PriceLevel | undefined {
  const high = highestHigh(days, weeksBefore(today, 52), today);
  return high === undefined ? undefined : { level: high, direction: 'up' };
}

/** week52_low_break: the lowest low of the 52 weeks before today, broken downward. */
export function week52LowLevel(days: readonly DayRange[], today: string): PriceLevel | undefined {
  const low = lowestLow(days, weeksBefore(today, 52), today);
  return low === undefined ? undefined : { level: low, direction: 'down' };
}

/** The N-month high of change_pct_from_high: the highest high from N months before today to yesterday. */
export function monthsHigh(days: readonly DayRange[], today: string, months: number): number | undefined {
  return highestHigh(days, monthsBefore(today, months), today);
}
