import pg from 'pg';
import { DATES_AS_TEXT } from '@app/common';

const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => unknown;

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/**
 * Whether the text has the form of a timestamptz as Postgres writes it in a UTC session:
 * `2026-11-24 18:05:04.123456+00`, 22 characters without a fraction, up to 29 with six digits. Read
 * character by character: a regular expression's match and its groups were the largest allocation of
 * a positions list, two per row.
 */
function isUtcForm(text: string): boolean {
  const n = text.length;
  if (n !== 22 && (n < 24 || n > 29)) return false;
  if (!text.endsWith('+00') || (n > 22 && text.charCodeAt(19) !== 0x2e)) return false;
  for (let i = 0; i < n - 3; i++) {
    if (i === 19) continue;
    const code = text.charCodeAt(i);
    const separator = i === 4 || i === 7 ? 0x2d : i === 10 ? 0x20 : i === 13 || i === 16 ? 0x3a : -1;
    if (separator === -1 ? !isDigit(code) : code !== separator) return false;
  }
  return true;
}

/**
 * A timestamptz's text as the ISO text of the Date node-postgres would make of it
 * (`Date#toISOString`), without making the Date: the milliseconds are the fraction's as node-postgres
 * takes them (1000 x the fraction, truncated). Text in any other form (another session time zone, a
 * year of five digits, BC) goes through that Date.
 */
export function isoOfTimestamptz(text: string): string {
  if (!isUtcForm(text)) return (parseTimestamptz(text) as Date).toISOString();
  const ms = text.length === 22 ? 0 : Math.trunc(1000 * parseFloat(text.slice(19, text.length - 3)));
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/**
 * The service's type parsers (dates as their text, DATES_AS_TEXT), except that timestamptz columns come
 * as ISO text (isoOfTimestamptz). A query's own parsers replace the pool's, so this one keeps both.
 */
export const TIMESTAMPS_AS_ISO_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary'
      ? isoOfTimestamptz
      : DATES_AS_TEXT.getTypeParser(oid, format),
};
