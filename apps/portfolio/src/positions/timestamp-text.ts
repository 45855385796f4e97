import pg from 'pg';

// A timestamptz as Postgres writes it in a UTC session: `2026-11-24 18:05:04.123456+00`.
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/;
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => unknown;

/**
 * A timestamptz's text as the ISO text of the Date node-postgres would make of it
 * (`Date#toISOString`), without making the Date: the milliseconds are the fraction's as node-postgres
 * takes them (1000 x the fraction, truncated). Text in any other form (another session time zone, a
 * year of five digits, BC) goes through that Date.
 */
export function isoOfTimestamptz(text: string): string {
  const m = UTC_TIMESTAMP.exec(text);
  if (!m) return (parseTimestamptz(text) as Date).toISOString();
  const ms = m[3] === undefined ? 0 : Math.trunc(1000 * parseFloat(m[3]));
  return `${m[1]}T${m[2]}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z`;
}

/** Node-postgres's type parsers, except that timestamptz columns come as ISO text (isoOfTimestamptz). */
export const TIMESTAMPS_AS_ISO_TEXT = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ && format !== 'binary'
      ? isoOfTimestamptz
      : pg.types.getTypeParser(oid, format as 'text'),
};
