/** Calendar arithmetic on IST days written yyyy-mm-dd; UTC midnight stands in for the day, so no DST drift. */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => dayOf(dayNumber(day) + n);

export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The same date `months` earlier, clamped to the month's last day (31 March less one month is 28/29 February). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}
