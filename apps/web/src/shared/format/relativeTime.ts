import { formatDay, instantOf, type DateInput } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5m ago", "3h ago", "2d ago"; a week or more back, the IST date; a dash when unknown. */
export function relativeTime(at: DateInput, now: number = Date.now()): string {
  const t = instantOf(at)?.getTime();
  if (t === undefined) return '—';
  const ago = now - t;
  if (ago < -MINUTE) return `in ${durationText(-ago)}`;
  if (ago < 45_000) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d ago`;
  return formatDay(t);
}

/** A duration as "2h 34m", "45m", "1d 3h" or "<1m". */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes < 1) return '<1m';
  const d = Math.floor(minutes / (24 * 60));
  const h = Math.floor((minutes % (24 * 60)) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d}d ${h}h` : `${d}d`;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  return `${m}m`;
}
