import type { MissingDays } from '@app/contracts/market/candle-types';
import { formatDay, formatDayMonth } from '../../shared/format/dates';

/** 12 Mar – 18 Mar 2026; the year twice only when the run crosses one; a single day once. */
export function dayRunText({ from, to }: MissingDays): string {
  if (from === to) return formatDay(from);
  const head = from.slice(0, 4) === to.slice(0, 4) ? formatDayMonth(from) : formatDay(from);
  return `${head} – ${formatDay(to)}`;
}

/** The sentence above the chart when Kite left days out; null when nothing is missing. */
export function missingDaysText(missing: readonly MissingDays[] | undefined): string | null {
  if (!missing || missing.length === 0) return null;
  return `Kite could not be reached: ${missing.map(dayRunText).join(', ')} not loaded. Showing stored candles.`;
}
