/**
 * Readers for single cells of an imported file. Each answers the normalised value or an error message;
 * decimals stay strings end to end, so "2963.33" is never rounded through a float.
 */
export type Cell<T> = { value: T; error?: undefined } | { error: string; value?: undefined };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "1,234.5000" -> "1234.5"; digit grouping commas and a leading ₹ are dropped, nothing is rounded. */
export function decimalText(raw: string): string | null {
  const t = raw.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  const m = DECIMAL.exec(t);
  if (!m || (m[2] === '' && !m[3])) return null;
  const whole = m[2].replace(/^0+(?=\d)/, '') || '0';
  const frac = (m[3] ?? '').replace(/0+$/, '');
  const body = frac ? `${whole}.${frac}` : whole;
  return m[1] === '-' && body !== '0' ? `-${body}` : body;
}

/** A number that must be above zero (quantities, prices). */
export function positiveDecimal(raw: string, field: string): Cell<string> {
  if (raw.trim() === '') return { error: `${field} is required` };
  const d = decimalText(raw);
  if (d === null) return { error: `${field} must be a number, not "${clip(raw)}"` };
  if (d.startsWith('-') || d === '0') return { error: `${field} must be positive` };
  return { value: d };
}

/** A number that may be zero (a discrepant or pledged quantity); empty reads as zero. */
export function nonNegativeDecimal(raw: string, field: string): Cell<string> {
  if (raw.trim() === '') return { value: '0' };
  const d = decimalText(raw);
  if (d === null) return { error: `${field} must be a number, not "${clip(raw)}"` };
  if (d.startsWith('-')) return { error: `${field} must not be negative` };
  return { value: d };
}

function isoDay(y: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** YYYY-MM-DD (Console), DD-MM-YYYY or DD/MM/YYYY, and DD-Mon-YYYY (NSE); a time after the day is ignored. */
export function dateText(raw: string): string | null {
  const t = raw.trim().split(/[ T]/)[0];
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return isoDay(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return isoDay(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2].toLowerCase());
    return month < 0 ? null : isoDay(+m[3], month + 1, +m[1]);
  }
  return null;
}

export function requiredDate(raw: string, field: string): Cell<string> {
  if (raw.trim() === '') return { error: `${field} is required` };
  const d = dateText(raw);
  if (d) return { value: d };
  return /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}[-/.]\d{1,2}[-/.]\d{4}$/.test(raw.trim().split(/[ T]/)[0])
    ? { error: `${field} is not a calendar date: "${clip(raw)}"` }
    : { error: `${field} must be a date YYYY-MM-DD, not "${clip(raw)}"` };
}

export function optionalDate(raw: string, field: string): Cell<string | null> {
  return raw.trim() === '' ? { value: null } : requiredDate(raw, field);
}

/** Indian ISINs: IN, nine letters or digits, a check digit. Only the shape is checked. */
export function isinText(raw: string, field: string, required: boolean): Cell<string | null> {
  const t = raw.trim().toUpperCase();
  if (t === '') return required ? { error: `${field} is required` } : { value: null };
  return /^IN[A-Z0-9]{9}\d$/.test(t)
    ? { value: t }
    : { error: `${field} must be a 12-character Indian ISIN (IN...), not "${clip(raw)}"` };
}

export function requiredText(raw: string, field: string, max = 64): Cell<string> {
  const t = raw.trim();
  if (t === '') return { error: `${field} is required` };
  return t.length > max ? { error: `${field} is longer than ${max} characters` } : { value: t };
}

/** "buy"/"sell" (Console writes them lowercase); B/S and BUY/SELL from other files. */
export function sideText(raw: string, field: string): Cell<'buy' | 'sell'> {
  const t = raw.trim().toLowerCase();
  if (t === 'buy' || t === 'b') return { value: 'buy' };
  if (t === 'sell' || t === 's') return { value: 'sell' };
  return { error: t ? `${field} must be buy or sell, not "${clip(raw)}"` : `${field} is required` };
}

/** An execution time as ISO with the IST offset when the file gives none. */
export function instantText(raw: string): string | null {
  const t = raw.trim();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (!m) return null;
  const time = m[2].length === 5 ? `${m[2]}:00` : m[2];
  return `${m[1]}T${time}${m[3] ?? ''}${m[4] ?? '+05:30'}`;
}

export function clip(raw: string): string {
  const t = raw.trim();
  return t.length > 24 ? `${t.slice(0, 24)}…` : t;
}
