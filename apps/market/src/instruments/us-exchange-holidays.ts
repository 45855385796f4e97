/**
 * The US exchange holidays NYMEX skips when it counts business days back to a contract's last trading
 * day (CME Group's holiday calendar): fixed dates moved to the Friday before or Monday after a weekend,
 * the Monday holidays, Good Friday and Thanksgiving. MCX's crude oil and natural gas expiries follow.
 */

const iso = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** A fixed-date holiday as observed: Saturday's on the Friday before, Sunday's on the Monday after. */
function observed(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return iso(year, month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
}

/** The nth (1-based; -1 for the last) given weekday (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    return iso(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

/** Good Friday: two days before Easter Sunday (the Gregorian computus). */
function goodFriday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day - 2);
}

const cache = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let found = cache.get(year);
  if (!found) {
    found = new Set([
      observed(year, 1, 1),
      nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 2, 1, 3), // Presidents' Day
      goodFriday(year),
      nthWeekday(year, 5, 1, -1), // Memorial Day
      observed(year, 6, 19),
      observed(year, 7, 4),
      nthWeekday(year, 9, 1, 1), // Labor Day
      nthWeekday(year, 11, 4, 4), // Thanksgiving
      observed(year, 12, 25),
    ]);
    cache.set(year, found);
  }
  return found;
}

/** True on a US exchange holiday (yyyy-mm-dd). */
export const isUsExchangeHoliday = (date: string): boolean => holidaysOf(Number(date.slice(0, 4))).has(date);
