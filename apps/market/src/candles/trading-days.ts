/** Calendar helpers on yyyy-mm-dd strings (IST trading days). Holidays are not modelled. */
const DAY_MS = 86_400_000;

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekday(day: string): boolean {
  const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
  return wd !== 0 && wd !== 6;
}

/** Weekdays from `from` to `to` inclusive, newest first. */
export function weekdaysDescending(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = to; d >= from; d = addDays(d, -1)) if (isWeekday(d)) out.push(d);
  return out;
}

/** The last weekday strictly before `day`. */
export function previousWeekday(day: string): string {
  let d = addDays(day, -1);
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
}
