import type { QuietHours } from '@app/contracts/alerts/rule-types';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export type QuietHoursCheck =
  { ok: true; value: QuietHours | null } | { ok: false; field: 'start' | 'end'; error: string };

/**
 * The quiet-hours window from its two time inputs (IST): both empty clears it, one empty is an
 * error naming the other, and a window may pass midnight (22:00 to 07:00) but may not be empty.
 */
export function checkQuietHours(start: string, end: string): QuietHoursCheck {
  const s = start.trim();
  const e = end.trim();
  if (s === '' && e === '') return { ok: true, value: null };
  if (s === '') return { ok: false, field: 'start', error: 'Enter a start time, or clear both times' };
  if (e === '') return { ok: false, field: 'end', error: 'Enter an end time, or clear both times' };
  if (!HH_MM.test(s)) return { ok: false, field: 'start', error: 'Enter the start as HH:MM (24-hour)' };
  if (!HH_MM.test(e)) return { ok: false, field: 'end', error: 'Enter the end as HH:MM (24-hour)' };
  if (s === e) return { ok: false, field: 'end', error: 'The end must differ from the start' };
  return { ok: true, value: { start: s, end: e } };
}

/** "22:00 to 07:00 IST (passes midnight)" or "Off". */
export function quietHoursText(value: QuietHours | null): string {
  if (!value) return 'Off';
  return `${value.start} to ${value.end} IST${value.end < value.start ? ' (passes midnight)' : ''}`;
}
