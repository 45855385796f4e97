const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * An NSE date (dd-Mon-yyyy, "16-Jun-2025") as YYYY-MM-DD; "-" or blank is null; anything else, or a
 * day the month does not have, is undefined (a problem to report).
 */
export function nseDate(text: string | undefined): string | null | undefined {
  const t = (text ?? '').trim();
  if (t === '' || t === '-') return null;
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(t);
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2].toUpperCase());
  const day = Number(m[1]);
  const year = Number(m[3]);
  const d = new Date(Date.UTC(year, month, day));
  if (month < 0 || d.getUTCDate() !== day || d.getUTCMonth() !== month) return undefined;
  return d.toISOString().slice(0, 10);
}
