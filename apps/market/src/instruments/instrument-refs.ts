import type { InstrumentRef } from '@app/contracts';
import { validationError } from '@app/common';
import { isInstrumentToken } from '../payload.js';

/** References per request: the portfolio asks in chunks of this many; bounded so a reply cannot grow without end. */
export const MAX_INSTRUMENT_REFS = 100;

const optionalText = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.length <= 64);

/** What is wrong with a list of instrument references, field by field (`instruments.3`); empty when nothing. */
export function instrumentRefErrors(list: unknown, field = 'instruments'): { field: string; errors: string[] }[] {
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_INSTRUMENT_REFS)
    return [{ field, errors: [`${field} must list 1 to ${MAX_INSTRUMENT_REFS} instruments`] }];
  const errors: { field: string; errors: string[] }[] = [];
  list.forEach((i: unknown, n) => {
    const r = (i ?? {}) as Record<string, unknown>;
    const ok =
      typeof i === 'object' &&
      i !== null &&
      (r.instrument_token === undefined || isInstrumentToken(r.instrument_token)) &&
      optionalText(r.isin) &&
      optionalText(r.exchange) &&
      optionalText(r.tradingsymbol);
    if (!ok)
      errors.push({
        field: `${field}.${n}`,
        errors: ['an instrument is a token, or an ISIN, exchange and symbol as text'],
      });
  });
  return errors;
}

/** The references of a request, or a coded 400 naming each bad one. */
export function instrumentRefsOf(list: unknown): InstrumentRef[] {
  const errors = instrumentRefErrors(list);
  if (errors.length > 0) throw validationError(errors);
  return list as InstrumentRef[];
}
