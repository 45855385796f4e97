import type { SecuritySearchResult } from '@app/contracts/market/messages';
import type { Position } from '@app/contracts/portfolio/types';
import { formatDay } from '../../shared/format/dates';
import type { PickedInstrument } from '../instruments';
import { errorsOf, readDay, readPrice } from '../../shared/forms/read';

export interface RolloverValues {
  instrument: PickedInstrument | null;
  newExpiry: string;
  closePrice: string;
  openPrice: string;
}

type Current = Pick<Position, 'tradingSymbol' | 'exchange' | 'name' | 'expiry'>;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The contract month in a monthly futures symbol (NIFTY26DECFUT -> 2026-12), or null. */
export function contractMonth(symbol: string): string | null {
  const m = /(\d{2})(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)FUT$/.exec(symbol.toUpperCase());
  return m ? `20${m[1]}-${String(MONTHS.indexOf(m[2]!) + 1).padStart(2, '0')}` : null;
}

/**
 * What the New contract search starts from: the underlying and the first digit of the contract's year
 * (NIFTY26DECFUT -> NIFTY2), since the bare name (NIFTY) ranks the many indices and ETFs named after it
 * before any future; the name alone when the symbol does not follow the monthly pattern.
 */
export function rolloverQuery(p: Pick<Current, 'tradingSymbol' | 'name'>): string {
  const name = p.name ?? '';
  return name && contractMonth(p.tradingSymbol) && p.tradingSymbol.startsWith(name)
    ? p.tradingSymbol.slice(0, name.length + 1)
    : name || p.tradingSymbol;
}

/**
 * Search hits a futures position can roll into: other futures of the same underlying on its exchange,
 * only later contracts when the symbols tell the month, nearest first.
 */
export function rolloverCandidates(results: readonly SecuritySearchResult[], p: Current): SecuritySearchResult[] {
  const current = contractMonth(p.tradingSymbol);
  const later = (r: SecuritySearchResult) => {
    const month = contractMonth(r.tradingsymbol);
    return !current || !month || month > current;
  };
  return results
    .filter(
      (r) =>
        r.instrument_type === 'FUT' &&
        r.exchange === p.exchange &&
        r.tradingsymbol !== p.tradingSymbol &&
        (!p.name || r.name === p.name) &&
        later(r),
    )
    .sort((a, b) => (contractMonth(a.tradingsymbol) ?? '').localeCompare(contractMonth(b.tradingsymbol) ?? ''));
}

/** Body of POST .../positions/{id}/rollover, or the field errors. */
export function rolloverBody(
  v: RolloverValues,
  p: Current,
): { body: Record<string, unknown> | null; errors: Record<string, string> } {
  const newExpiry = readDay(v.newExpiry, 'New expiry', true);
  const closePrice = readPrice(v.closePrice, 'Close price');
  const openPrice = readPrice(v.openPrice, 'Open price');
  const errors = errorsOf({ newExpiry, closePrice, openPrice });
  const current = p.expiry?.slice(0, 10);
  if (newExpiry.value && current && newExpiry.value <= current)
    errors.newExpiry = `The new contract must expire after ${formatDay(current)}`;
  if (!v.instrument) errors.instrument = 'Pick the contract to roll into';
  else if (v.instrument.instrumentType !== 'FUT') errors.instrument = 'Pick a futures contract';
  else if (v.instrument.tradingSymbol === p.tradingSymbol)
    errors.instrument = 'Pick a different contract from the current one';
  if (Object.keys(errors).length > 0 || !v.instrument) return { body: null, errors };
  return {
    body: {
      newTradingSymbol: v.instrument.tradingSymbol,
      newInstrumentToken: v.instrument.instrumentToken,
      newExpiry: newExpiry.value,
      closePrice: closePrice.value,
      openPrice: openPrice.value,
    },
    errors,
  };
}

/** A server field of a 400 as the form field that shows it. */
export function rolloverFieldOf(serverField: string): string {
  return serverField === 'newTradingSymbol' || serverField === 'newInstrumentToken' || serverField === 'id'
    ? 'instrument'
    : serverField;
}
