import { addDays, type DayRange } from '../kite-rest/history-chunks.js';

/**
 * The runs of days from..to (inclusive, yyyy-mm-dd) not yet fetched, oldest first. A fetched day stays
 * fetched even when it has no candles (a weekend, a holiday, before a listing), so it is never asked again.
 */
export function missingRuns(from: string, to: string, fetched: ReadonlySet<string>): DayRange[] {
  const runs: DayRange[] = [];
  let open: string | null = null;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (fetched.has(d)) {
      if (open) runs.push({ from: open, to: addDays(d, -1) });
      open = null;
    } else open ??= d;
  }
  if (open) runs.push({ from: open, to });
  return runs;
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const out: string[] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) out.push(d);
  return out;
}
