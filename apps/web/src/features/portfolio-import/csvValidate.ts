import { readOptionalPrice, readPrice, readQuantity, type Read } from '../../shared/forms/read';
import { readCsvDate, readCsvInstant, readExchange, readInstrumentType, readSide } from './csvCells';
import type { CsvRow } from './csvParse';
import type { ImportKind } from './csvSchema';

/** The server's limit per import (MAX_IMPORT_ROWS). */
export const MAX_IMPORT_ROWS = 1000;

/** One CSV row checked on its own; its instrument token is still to be looked up. */
export interface Draft {
  line: number;
  /** The row's body fields, without the token; null when the row has errors. */
  item: Record<string, unknown> | null;
  errors: string[];
  /** The instrument to look up: the position's, or the contract rolled into. */
  lookup: { symbol: string; exchange: string } | null;
}

type Readers = Record<string, (text: string, key: string) => Read<unknown>>;

const symbol = (text: string, key: string): Read<string> => {
  const t = text.trim().toUpperCase();
  return t ? (t.length > 64 ? { error: `${key} is too long` } : { value: t }) : { error: `${key} is required` };
};
const optionalText = (text: string): Read<string | undefined> => ({
  value: text.trim() ? text.trim().slice(0, 128) : undefined,
});

function readers(kind: ImportKind, today: string): Readers {
  const position: Readers = {
    tradingSymbol: symbol,
    exchange: (t, k) => readExchange(t, k),
    buyPrice: readPrice,
    quantity: (t, k) => readQuantity(t, k),
    positionType: readSide,
    buyDate: (t, k) => readCsvDate(t, k),
    name: optionalText,
    instrumentType: readInstrumentType,
    expiry: (t, k) => readCsvDate(t, k),
    yesterdayClosingPrice: readOptionalPrice,
  };
  if (kind === 'live-positions') return position;
  if (kind === 'sold-positions')
    return {
      ...position,
      sellPrice: readPrice,
      soldAt: (t, k) => readCsvInstant(t, k, today),
      commission: commissionOf,
    };
  return {
    fromSymbol: symbol,
    toSymbol: symbol,
    exchange: (t, k) => readExchange(t, k),
    newExpiry: (t, k) => readCsvDate(t, k, true),
    quantity: (t, k) => readQuantity(t, k),
    positionType: readSide,
    closePrice: readPrice,
    openPrice: readPrice,
    rolledAt: (t, k) => readCsvInstant(t, k, today),
  };
}

// Commission may be 0, unlike prices.
function commissionOf(text: string, key: string): Read<number | undefined> {
  const t = text.trim().replace(/[₹,\s]/g, '');
  if (t === '') return { value: undefined };
  const n = Number(t);
  return /^\d*\.?\d{0,4}$/.test(t) && Number.isFinite(n)
    ? { value: n }
    : { error: `${key} must be a number of rupees (0 or more, at most 4 decimals)` };
}

/** Checks every row: each failure is a message of its own, so the user sees them all at once. */
export function validateRows(kind: ImportKind, rows: readonly CsvRow[], today: string): Draft[] {
  const read = readers(kind, today);
  return rows.map(({ line, values }) => {
    const item: Record<string, unknown> = {};
    const errors: string[] = [];
    for (const [key, reader] of Object.entries(read)) {
      const r = reader(values[key] ?? '', key);
      if (r.error) errors.push(r.error);
      else if (r.value !== undefined) item[key] = r.value;
    }
    if (
      kind === 'sold-positions' &&
      item.buyDate &&
      typeof item.soldAt === 'string' &&
      String(item.buyDate) > item.soldAt.slice(0, 10)
    )
      errors.push('soldAt is before buyDate');
    const symbolKey = kind === 'rollover-history' ? 'toSymbol' : 'tradingSymbol';
    const lookup =
      typeof item[symbolKey] === 'string' && typeof item.exchange === 'string'
        ? { symbol: item[symbolKey] as string, exchange: item.exchange as string }
        : null;
    // The rollover body carries no exchange: it only served to find the new contract.
    if (kind === 'rollover-history') delete item.exchange;
    return { line, item: errors.length ? null : item, errors, lookup };
  });
}
