const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

function timeOf(at: string | number | Date | null | undefined): number | null {
  if (at === null || at === undefined || at === '') return null;
  const t = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(t) ? t : null;
}

/** "just now", "5m ago", "3h ago", "2d ago"; a week or more back, the date; a dash when unknown. */
export function relativeTime(at: string | number | Date | null | undefined, now: number = Date.now()): string {
  const t = timeOf(at);
  if (t === null) return '—';
  const ago = now - t;
  if (ago < -MINUTE) return `in ${durationText(-ago)}`;
  if (ago < 45_000) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)}d ago`;
  return dateFormat.format(t);
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

/** "12 Mar 2026, 14:05" for tooltips and tables; a dash when unknown. */
export function formatDateTime(at: string | number | Date | null | undefined): string {
  const t = timeOf(at);
  return t === null ? '—' : dateTimeFormat.format(t);
}
