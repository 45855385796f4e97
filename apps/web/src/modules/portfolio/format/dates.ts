// Dates as an Indian investor reads them, in IST whatever the browser's zone.
const TZ = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TZ });
const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: TZ });
const shortDayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: TZ });
const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: TZ });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare date is a calendar day: read it at IST noon so no zone shifts it to another day.
  const d = new Date(DATE_ONLY.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 23 Nov 2026; a dash for a missing or broken date. */
export function formatDay(value: string | null | undefined): string {
  const d = parse(value);
  return d ? day.format(d) : '—';
}

/** 23 Nov 2026, 3:45 pm */
export function formatDateTime(value: string | null | undefined): string {
  const d = parse(value);
  return d ? dayTime.format(d) : '—';
}

/** 23 Nov, 3:45 pm: where the year is clear from the context (a day group). */
export function formatShortDateTime(value: string | null | undefined): string {
  const d = parse(value);
  return d ? shortDayTime.format(d) : '—';
}

/** 3:45:10 pm */
export function formatTime(value: string | null | undefined): string {
  const d = parse(value);
  return d ? time.format(d) : '—';
}

/** Today's calendar date in IST, yyyy-mm-dd (the default of date inputs). */
export function todayIst(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** A picked calendar day as an instant the server stores on that same day (IST noon). */
export function dayToInstant(dayText: string): string {
  return `${dayText}T12:00:00+05:30`;
}
