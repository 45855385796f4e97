import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Instrument } from '@app/contracts';
import { futuresFor, parseStockFutures } from './futures-calendar.js';
import { withReferencePrices } from './reference-price.js';

/** The columns of Kite's instrument dump (GET /instruments); the bundled CSV uses the same header. */
export const INSTRUMENT_COLUMNS = [
  'instrument_token',
  'exchange_token',
  'tradingsymbol',
  'name',
  'last_price',
  'expiry',
  'strike',
  'tick_size',
  'lot_size',
  'instrument_type',
  'segment',
  'exchange',
] as const;
type Column = (typeof INSTRUMENT_COLUMNS)[number];

/** Not a dump column: the bundled snapshot adds it, Kite's dump lacks it (a reload keeps the stored ISINs). */
const ISIN_COLUMN = 'isin';
/** Two letters (country), nine alphanumerics, one check digit: INE002A01018. */
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

const BUNDLED_CSV = new URL('./data/instruments.csv', import.meta.url);
const STOCK_FUTURES_CSV = new URL('./data/stock-futures.csv', import.meta.url);
const SNAPSHOT_META = new URL('./data/instruments.meta.json', import.meta.url);
/** Enough bad rows to see a pattern without flooding a log line. */
const MAX_REPORTED_ERRORS = 10;

/**
 * Splits CSV text into records (RFC 4180 quoting, LF or CRLF line ends, blank lines skipped), each with
 * the line number it starts on. A quote inside an unquoted field is kept as a character.
 */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
    start = line;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n') endRecord();
    else if (c !== '\r') field += c;
  }
  if (quoted) throw new Error(`instrument CSV: unterminated quoted field starting on line ${start}`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** One CSV row as an Instrument, or the reasons it is not one. */
function toInstrument(get: (c: Column) => string, isinOf: () => string): Instrument | string[] {
  const errors: string[] = [];
  const num = (c: Column, opts: { integer?: boolean; min?: number; blank?: number } = {}): number => {
    const raw = get(c).trim();
    if (raw === '' && opts.blank !== undefined) return opts.blank;
    const n = raw === '' ? NaN : Number(raw);
    if (!Number.isFinite(n) || (opts.integer && !Number.isInteger(n)) || (opts.min !== undefined && n < opts.min)) {
      errors.push(
        `${c} "${raw}" is not ${opts.integer ? 'a whole number' : 'a number'}${opts.min !== undefined ? ` >= ${opts.min}` : ''}`,
      );
    }
    return n;
  };
  const text = (c: Column, required: boolean): string => {
    const v = get(c).trim();
    if (required && v === '') errors.push(`${c} is empty`);
    return v;
  };
  const isin = isinOf().trim().toUpperCase();
  if (isin !== '' && !ISIN.test(isin)) errors.push(`isin "${isin}" is not a 12-character ISIN`);
  const expiry = get('expiry').trim();
  if (expiry !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || Number.isNaN(Date.parse(expiry))))
    errors.push(`expiry "${expiry}" is not yyyy-mm-dd`);
  const row: Instrument = {
    instrument_token: num('instrument_token', { integer: true, min: 1 }),
    exchange_token: num('exchange_token', { integer: true, min: 0 }),
    tradingsymbol: text('tradingsymbol', true),
    name: text('name', false),
    last_price: num('last_price', { min: 0, blank: 0 }),
    expiry: expiry === '' ? null : expiry,
    strike: num('strike', { min: 0, blank: 0 }),
    tick_size: num('tick_size', { min: 0 }),
    lot_size: num('lot_size', { integer: true, min: 0 }),
    instrument_type: text('instrument_type', true),
    segment: text('segment', true),
    exchange: text('exchange', true),
    isin: isin === '' ? null : isin,
  };
  return errors.length > 0 ? errors : row;
}

/**
 * Parses an instrument master in Kite's dump format (a header naming at least the dump's columns, in any
 * order), plus an optional isin column. Blank expiry and isin become null, blank last_price and strike 0.
 * Throws one Error listing the bad rows by line number.
 */
export function parseInstrumentCsv(text: string): Instrument[] {
  const [header, ...rows] = csvRecords(text.startsWith('\uFEFF') ? text.slice(1) : text);
  if (!header) throw new Error('instrument CSV is empty');
  const names = header.fields.map((f) => f.trim());
  const missing = INSTRUMENT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) throw new Error(`instrument CSV header lacks column(s): ${missing.join(', ')}`);
  const index = new Map(INSTRUMENT_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const isinAt = names.indexOf(ISIN_COLUMN);
  const instruments: Instrument[] = [];
  const errors: string[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      errors.push(`line ${line}: ${fields.length} fields, the header has ${names.length}`);
      continue;
    }
    const parsed = toInstrument(
      (c) => fields[index.get(c)!],
      () => (isinAt >= 0 ? fields[isinAt] : ''),
    );
    if (Array.isArray(parsed)) errors.push(`line ${line}: ${parsed.join('; ')}`);
    else instruments.push(parsed);
  }
  if (errors.length > 0) {
    const more = errors.length > MAX_REPORTED_ERRORS ? ` (and ${errors.length - MAX_REPORTED_ERRORS} more)` : '';
    throw new Error(
      `instrument CSV has ${errors.length} invalid row(s)${more}: ${errors.slice(0, MAX_REPORTED_ERRORS).join(' | ')}`,
    );
  }
  return instruments;
}

function readBundled(file: URL): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    // tsc does not copy data files: a build that skipped the copy step lands here.
    throw new Error(`bundled instrument data missing at ${fileURLToPath(file)}: ${(e as Error).message}`, {
      cause: e,
    });
  }
}

/** The date and sources of the bundled listing snapshot (data/instruments.meta.json). */
export interface BundledSnapshot {
  snapshot_date: string;
}

export function bundledSnapshot(): BundledSnapshot {
  const meta = JSON.parse(readBundled(SNAPSHOT_META)) as Partial<BundledSnapshot>;
  if (typeof meta.snapshot_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(meta.snapshot_date))
    throw new Error('instruments.meta.json: snapshot_date must be yyyy-mm-dd');
  return { snapshot_date: meta.snapshot_date };
}

let pricedTokens: ReadonlySet<number> | undefined;

/** Tokens of the snapshot rows that carry a price of their own (the earlier bundled list), read once. */
export function snapshotPricedTokens(): ReadonlySet<number> {
  pricedTokens ??= new Set(
    parseInstrumentCsv(readBundled(BUNDLED_CSV))
      .filter((r) => r.last_price > 0)
      .map((r) => r.instrument_token),
  );
  return pricedTokens;
}

/**
 * The bundled master: the listed NSE and BSE equities, ETFs and NSE indices of the dated snapshot, each
 * with a reference price, plus the index, stock and MCX futures of the next three expiries on the IST
 * date of `today`, priced off their underlyings.
 */
export function loadBundledInstruments(today: Date): Instrument[] {
  const rows = withReferencePrices(parseInstrumentCsv(readBundled(BUNDLED_CSV)));
  const underlyings = new Map(
    rows.filter((r) => r.segment === 'INDICES' || r.segment === 'NSE').map((r) => [r.tradingsymbol, r]),
  );
  return [...rows, ...futuresFor(today, underlyings, parseStockFutures(readBundled(STOCK_FUTURES_CSV)))];
}
