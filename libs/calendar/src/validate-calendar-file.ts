import {
  FILE_EXCHANGES,
  SESSION_KINDS,
  type CalendarFile,
  type FileDay,
  type FileExchange,
  type FileSession,
  type FileYear,
} from './calendar-file.js';
import { CalendarFileError } from './calendar-file-error.js';
import { isCalendarDate, minutesOf } from './ist-time.js';

type Obj = Record<string, unknown>;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The offending value as JSON, cut short: an error names the place, it does not echo the whole file. */
function shown(v: unknown): string {
  if (v === undefined) return 'nothing';
  const json = JSON.stringify(v);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function need(ok: boolean, field: string, what: string, value: unknown): asserts ok {
  if (!ok) throw new CalendarFileError(field, `must be ${what} (got ${shown(value)})`);
}

const fieldOf = (at: string, key: string) => (at ? `${at}.${key}` : key);

function text(o: Obj, key: string, at: string): string {
  const v = o[key];
  need(typeof v === 'string' && v.trim() !== '', fieldOf(at, key), 'a non-empty string', v);
  return v as string;
}

function list(o: Obj, key: string, at: string): unknown[] {
  const v = o[key];
  need(Array.isArray(v), fieldOf(at, key), 'an array', v);
  return v as unknown[];
}

function sessions(raw: unknown[], at: string, exchanges: readonly FileExchange[]): FileSession[] {
  let previousEnd = -1;
  return raw.map((s, i) => {
    const here = `${at}[${i}]`;
    need(isObj(s), here, 'an object {kind, start, end}', s);
    const o = s as Obj;
    need(SESSION_KINDS.includes(o.kind as never), `${here}.kind`, `one of ${SESSION_KINDS.join(', ')}`, o.kind);
    need(typeof o.start === 'string' && HHMM.test(o.start), `${here}.start`, 'HH:MM (IST)', o.start);
    const closeAllowed = exchanges.every((e) => e === 'MCX');
    const endOk = typeof o.end === 'string' && (HHMM.test(o.end) || (o.end === 'close' && closeAllowed));
    need(endOk, `${here}.end`, closeAllowed ? 'HH:MM (IST) or "close"' : 'HH:MM (IST)', o.end);
    const start = minutesOf(o.start as string);
    const end = o.end === 'close' ? 24 * 60 : minutesOf(o.end as string);
    need(end > start, `${here}.end`, `after start ${o.start as string}`, o.end);
    need(start >= previousEnd, `${here}.start`, 'at or after the end of the session before it', o.start);
    previousEnd = end;
    return { kind: o.kind as FileSession['kind'], start: o.start as string, end: o.end as string };
  });
}

function years(raw: unknown[]): FileYear[] {
  need(raw.length > 0, 'years', 'a non-empty array', raw);
  const seen = new Set<number>();
  return raw.map((y, i) => {
    const at = `years[${i}]`;
    need(isObj(y), at, 'an object {year, published, source}', y);
    const o = y as Obj;
    need(
      Number.isInteger(o.year) && (o.year as number) >= 2000 && (o.year as number) <= 2100,
      `${at}.year`,
      'a year',
      o.year,
    );
    need(!seen.has(o.year as number), `${at}.year`, 'listed once', o.year);
    seen.add(o.year as number);
    need(typeof o.published === 'boolean', `${at}.published`, 'true or false', o.published);
    return { year: o.year as number, published: o.published as boolean, source: text(o, 'source', at) };
  });
}

function day(raw: unknown, i: number, held: Set<number>, taken: Set<string>): FileDay {
  const at = `days[${i}]`;
  need(isObj(raw), at, 'an object {date, exchanges, kind, name, sessions, source}', raw);
  const o = raw as Obj;
  need(typeof o.date === 'string' && isCalendarDate(o.date), `${at}.date`, 'a yyyy-mm-dd calendar date', o.date);
  const date = o.date as string;
  const label = `${at} (${date})`;
  need(held.has(Number(date.slice(0, 4))), `${label}.date`, 'in one of the years listed under "years"', o.date);
  const exchanges = list(o, 'exchanges', label);
  need(exchanges.length > 0, `${label}.exchanges`, 'a non-empty array', o.exchanges);
  exchanges.forEach((e, j) => {
    need(FILE_EXCHANGES.includes(e as never), `${label}.exchanges[${j}]`, `one of ${FILE_EXCHANGES.join(', ')}`, e);
    need(!taken.has(`${e as string}|${date}`), `${label}.exchanges[${j}]`, `listed once for ${date}`, e);
    taken.add(`${e as string}|${date}`);
  });
  need(o.kind === 'holiday' || o.kind === 'special', `${label}.kind`, '"holiday" or "special"', o.kind);
  const name = text(o, 'name', label);
  const ex = exchanges as FileExchange[];
  const ss = sessions(list(o, 'sessions', label), `${label}.sessions`, ex);
  return { date, exchanges: ex, kind: o.kind as FileDay['kind'], name, sessions: ss, source: text(o, 'source', label) };
}

/**
 * Checks a parsed calendar data file and answers it typed; the first problem throws a CalendarFileError
 * naming the entry and the field, so an operator can find the line to fix.
 */
export function validateCalendarFile(raw: unknown): CalendarFile {
  need(isObj(raw), '(file)', 'a JSON object', raw);
  const o = raw as Obj;
  need(o.version === 1, 'version', '1', o.version);
  need(typeof o.updated === 'string' && isCalendarDate(o.updated), 'updated', 'a yyyy-mm-dd date', o.updated);
  need(o.time_zone === 'Asia/Kolkata', 'time_zone', '"Asia/Kolkata"', o.time_zone);
  const source = text(o, 'source', '');
  const ys = years(list(o, 'years', ''));
  need(isObj(o.regular), 'regular', 'an object with NSE, BSE and MCX sessions', o.regular);
  const regular = {} as Record<FileExchange, FileSession[]>;
  for (const e of FILE_EXCHANGES) {
    const r = (o.regular as Obj)[e];
    need(Array.isArray(r) && r.length > 0, `regular.${e}`, 'a non-empty array of sessions', r);
    regular[e] = sessions(r as unknown[], `regular.${e}`, [e]);
  }
  const held = new Set(ys.map((y) => y.year));
  const taken = new Set<string>();
  const days = list(o, 'days', '').map((d, i) => day(d, i, held, taken));
  return { version: 1, updated: o.updated as string, time_zone: 'Asia/Kolkata', source, years: ys, regular, days };
}
