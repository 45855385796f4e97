import type { ExpiryRule } from './expiry-on-trading-day.js';
import { isUsExchangeHoliday } from './us-exchange-holidays.js';

/**
 * The day each MCX commodity's contract of a month expires on, before a holiday moves it (`onTradingDay`
 * then takes the trading day before, as MCX's contract specifications say). Each rule was read off the
 * expiries of the MCX futures in Kite's dump of July 2024 (94 contracts of these commodities, July 2024 to July 2025)
 * and checked against the 2025-2026 expiries public copies of other masters show (docs/instruments.md).
 */

const iso = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

const weekdayOf = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Bullion (GOLD, GOLDM, SILVER): the 5th of the contract month (GOLD24OCTFUT, 5 Oct a Saturday: the 4th). */
export const fifthOfMonth: ExpiryRule = (year, month) => iso(year, month, 5);

/** Base metals, GOLDPETAL, SILVERM, SILVERMIC, MENTHAOIL: the month's last day (ZINC24AUGFUT: Fri 30 Aug). */
export const lastDayOfMonth: ExpiryRule = (year, month) => iso(year, month + 1, 0);

/** A NYMEX business day: a weekday that is not a US exchange holiday. */
const nymexBusinessDay = (year: number, month: number, day: number): boolean => {
  const weekday = weekdayOf(year, month, day);
  return weekday !== 0 && weekday !== 6 && !isUsExchangeHoliday(iso(year, month, day));
};

/** Steps back from (year, month, day) over `count` days that pass `counts`; stays inside the month here. */
function backBy(year: number, month: number, day: number, count: number, counts: typeof nymexBusinessDay): string {
  let d = day;
  for (let left = count; left > 0;) {
    d -= 1;
    if (counts(year, month, d)) left -= 1;
  }
  return iso(year, month, d);
}

const indianWeekday = (year: number, month: number, day: number): boolean => {
  const weekday = weekdayOf(year, month, day);
  return weekday !== 0 && weekday !== 6;
};

/**
 * CRUDEOIL, CRUDEOILM: the Indian business day before NYMEX WTI's last trading day for the next month's
 * delivery, which is 3 NYMEX business days before the 25th (before the business day preceding the 25th
 * when the 25th is not one). July 2024 to December 2024: 19 Jul, 19 Aug, 19 Sep, 21 Oct, 19 Nov, 18 Dec.
 */
export const crudeOilExpiry: ExpiryRule = (year, month) => {
  const base = nymexBusinessDay(year, month, 25) ? 25 : Number(backBy(year, month, 25, 1, nymexBusinessDay).slice(8));
  const nymexLast = backBy(year, month, base, 3, nymexBusinessDay);
  return backBy(year, month, Number(nymexLast.slice(8)), 1, indianWeekday);
};

/**
 * NATURALGAS, NATGASMINI: the Indian business day before NYMEX Henry Hub's last trading day, which is 3
 * NYMEX business days before the first day of the next month. July 2024 to December 2024: 26 Jul, 27 Aug,
 * 25 Sep, 28 Oct, 25 Nov (Thanksgiving not counted), 26 Dec.
 */
export const naturalGasExpiry: ExpiryRule = (year, month) => {
  const monthEnd = Number(lastDayOfMonth(year, month).slice(8));
  const nymexLast = backBy(year, month, monthEnd + 1, 3, nymexBusinessDay);
  return backBy(year, month, Number(nymexLast.slice(8)), 1, indianWeekday);
};
