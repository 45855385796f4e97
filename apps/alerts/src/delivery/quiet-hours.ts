import type { AlertChannel } from '@app/contracts';

/** Quiet hours are kept in India's time, which has no daylight saving: UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Channels that wake a person; a webhook is a machine and in-app only shows while the app is open. */
export const QUIET_HOURS_CHANNELS: readonly AlertChannel[] = ['web_push', 'email', 'telegram'];

function minutesOf(hhmm: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * When the quiet window holding `now` ends, or null when `now` is outside it (or the window is unset,
 * empty or malformed). The window is "HH:MM" to "HH:MM" in IST, its start inside and its end outside;
 * a start after the end passes midnight (22:00 to 07:00 holds 23:30 and 06:59, not 07:00).
 */
export function quietHoursEnd(now: Date, start: string | null, end: string | null): Date | null {
  if (!start || !end) return null;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === null || to === null || from === to) return null;
  const istMs = now.getTime() + IST_OFFSET_MS;
  const istMidnight = Math.floor(istMs / DAY_MS) * DAY_MS;
  const minute = (istMs - istMidnight) / 60_000;
  const passesMidnight = from > to;
  const inside = passesMidnight ? minute >= from || minute < to : minute >= from && minute < to;
  if (!inside) return null;
  // Inside a window that passes midnight, the evening part ends on the next IST day.
  const endsTomorrow = passesMidnight && minute >= from;
  const endIst = istMidnight + (endsTomorrow ? DAY_MS : 0) + to * 60_000;
  return new Date(endIst - IST_OFFSET_MS);
}
