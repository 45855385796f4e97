import type { DailyClosesRequest } from '@app/contracts';
import { validationError } from '@app/common';
import { isInstrumentToken } from '../payload.js';

/** Instruments per request: the portfolio asks 25 at a time; this leaves room without letting a reply grow unbounded. */
export const MAX_CLOSES_INSTRUMENTS = 100;
/** Longest span per request, in days: about thirty years of history. */
export const MAX_CLOSES_SPAN_DAYS = 11_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(v));
const optionalText = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.length <= 64);

/** A daily-closes request checked field by field, or a coded 400 naming each bad field. */
export function dailyClosesRequestOf(value: unknown): DailyClosesRequest {
  const p = (value ?? {}) as Record<string, unknown>;
  const errors: { field: string; errors: string[] }[] = [];
  const list = p.instruments;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CLOSES_INSTRUMENTS)
    errors.push({ field: 'instruments', errors: [`instruments must list 1 to ${MAX_CLOSES_INSTRUMENTS} instruments`] });
  else
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
          field: `instruments.${n}`,
          errors: ['an instrument is a token, or an ISIN, exchange and symbol as text'],
        });
    });
  for (const f of ['from', 'to'] as const)
    if (!isDay(p[f])) errors.push({ field: f, errors: [`${f} must be a date YYYY-MM-DD`] });
  if (errors.length === 0) {
    const span = (Date.parse(p.to as string) - Date.parse(p.from as string)) / 86_400_000;
    if (span < 0) errors.push({ field: 'from', errors: ['from must not be after to'] });
    else if (span > MAX_CLOSES_SPAN_DAYS)
      errors.push({ field: 'to', errors: [`a request spans at most ${MAX_CLOSES_SPAN_DAYS} days`] });
  }
  if (errors.length > 0) throw validationError(errors);
  return p as unknown as DailyClosesRequest;
}
