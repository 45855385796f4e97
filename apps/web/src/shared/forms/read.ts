// Readers for typed form values: each answers the number or a message for the field.
import { MAX_PRICE } from '@app/contracts/market/limits';

export { MAX_PRICE };
export const MAX_QUANTITY = 10_000_000;

export type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

const clean = (text: string) => text.trim().replace(/[₹,\s]/g, '');

/** A price in rupees: more than 0, at most 4 decimals (as the server takes it); ₹ and commas allowed. */
export function readPrice(text: string, label: string): Read<number> {
  const t = clean(text);
  if (t === '') return { error: `${label} is required` };
  if (!/^\d*\.?\d*$/.test(t) || t === '.') return { error: `${label} must be a number` };
  const value = Number(t);
  if (!(value > 0)) return { error: `${label} must be more than 0` };
  if ((t.split('.')[1] ?? '').length > 4) return { error: `${label} can have at most 4 decimals` };
  if (value > MAX_PRICE) return { error: `${label} is too large` };
  return { value };
}

/** An optional price: empty answers undefined. */
export function readOptionalPrice(text: string, label: string): Read<number | undefined> {
  return clean(text) === '' ? { value: undefined } : readPrice(text, label);
}

/** A whole quantity of at least 1. */
export function readQuantity(text: string, label = 'Quantity'): Read<number> {
  const t = clean(text);
  if (t === '') return { error: `${label} is required` };
  if (!/^\d+$/.test(t)) return { error: `${label} must be a whole number` };
  const value = Number(t);
  if (value < 1) return { error: `${label} must be at least 1` };
  if (value > MAX_QUANTITY) return { error: `${label} is too large` };
  return { value };
}

/** A calendar date from a date input (yyyy-mm-dd); empty answers undefined unless required. */
export function readDay(text: string, label: string, required = false): Read<string | undefined> {
  const t = text.trim();
  if (t === '') return required ? { error: `${label} is required` } : { value: undefined };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!d || d.toISOString().slice(0, 10) !== t) return { error: `${label} must be a date` };
  return { value: t };
}

/** Collects the message of every failed read under its field name. */
export function errorsOf(reads: Record<string, Read<unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, r] of Object.entries(reads)) if (r.error) out[field] = r.error;
  return out;
}
