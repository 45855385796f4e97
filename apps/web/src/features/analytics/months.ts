/** The analytics time range: whole months 1 to 60, default 12. */
export const MONTHS_DEFAULT = 12;
export const MONTHS_MIN = 1;
export const MONTHS_MAX = 60;
export const MONTHS_ERROR = `Enter a whole number of months from ${MONTHS_MIN} to ${MONTHS_MAX}`;

/** The caption of an analytics view: 'Time Range: 1 month', 'Time Range: 12 months'. */
export const timeRangeLabel = (months: number) => `Time Range: ${months} ${months === 1 ? 'month' : 'months'}`;

/** What the input keeps of a keystroke or paste: digits only. */
export function monthsInputText(typed: string): string {
  return typed.replace(/\D+/g, '');
}

export type MonthsParse = { ok: true; months: number } | { ok: false; error: string };

/** The typed range on Save: empty resets to 12; otherwise a whole number 1 to 60. */
export function parseMonthsInput(text: string): MonthsParse {
  const t = text.trim();
  if (t === '') return { ok: true, months: MONTHS_DEFAULT };
  if (!/^\d+$/.test(t)) return { ok: false, error: MONTHS_ERROR };
  const n = Number(t);
  return n >= MONTHS_MIN && n <= MONTHS_MAX ? { ok: true, months: n } : { ok: false, error: MONTHS_ERROR };
}

/** A stored `analyticsSettings` value, or null when it is not a valid range. */
export function readStoredSettings(raw: unknown): { months: number } | null {
  const months = raw && typeof raw === 'object' ? (raw as { months?: unknown }).months : undefined;
  return typeof months === 'number' && Number.isInteger(months) && months >= MONTHS_MIN && months <= MONTHS_MAX
    ? { months }
    : null;
}
