import { dayToInstant } from '../../shared/format/dates';
import { exchangeAllowed } from '../instruments';
import { readDay, type Read } from '../../shared/forms/read';

const SIDES: Record<string, 'BUY' | 'SELL'> = {
  BUY: 'BUY',
  B: 'BUY',
  LONG: 'BUY',
  SELL: 'SELL',
  S: 'SELL',
  SHORT: 'SELL',
};

/** BUY / SELL (also B, S, LONG, SHORT); empty is BUY. */
export function readSide(text: string, label: string): Read<'BUY' | 'SELL'> {
  const t = text.trim().toUpperCase();
  if (t === '') return { value: 'BUY' };
  const side = SIDES[t];
  return side ? { value: side } : { error: `${label} must be BUY or SELL` };
}

export function readExchange(text: string, label = 'exchange'): Read<string> {
  const t = text.trim().toUpperCase();
  if (t === '') return { error: `${label} is required` };
  return exchangeAllowed(t) ? { value: t } : { error: `${label} must be NSE, BSE, NFO or MCX` };
}

/** EQ or FUT; empty answers undefined (the instrument list decides). */
export function readInstrumentType(text: string, label: string): Read<'EQ' | 'FUT' | undefined> {
  const t = text.trim().toUpperCase();
  if (t === '') return { value: undefined };
  return t === 'EQ' || t === 'FUT' ? { value: t } : { error: `${label} must be EQ or FUT` };
}

/**
 * A date as spreadsheets write it: yyyy-mm-dd, dd-mm-yyyy or dd/mm/yyyy (Indian day-first order), or an
 * ISO timestamp (its date). Answers yyyy-mm-dd.
 */
export function readCsvDate(text: string, label: string, required = false): Read<string | undefined> {
  const t = text.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(t);
  const normal = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : iso
      ? iso[1]!
      : t;
  const read = readDay(normal, label, required);
  return read.error && t !== '' ? { error: `${label} must be a date (yyyy-mm-dd or dd-mm-yyyy)` } : read;
}

/** A past moment of a sale or rollover: the given day at IST noon, so it groups under that day. */
export function readCsvInstant(text: string, label: string, today: string): Read<string | undefined> {
  const d = readCsvDate(text, label);
  if (d.error || d.value === undefined) return d;
  if (d.value > today) return { error: `${label} cannot be in the future` };
  return { value: dayToInstant(d.value) };
}
