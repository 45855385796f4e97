/** IST is UTC+05:30 all year (India keeps no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The IST calendar day (yyyy-mm-dd) of an instant, the day an Indian investor lives it whatever zone the
 * machine is in; a bare yyyy-mm-dd already names a day. Null for a missing or unreadable value.
 */
export function istDay(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
