import type { DailyClosesRequest } from '@app/contracts';
import { validationError } from '@app/common';
import { instrumentRefErrors, MAX_INSTRUMENT_REFS } from '../instruments/instrument-refs.js';

/** Instruments per request: the portfolio asks 25 at a time; this leaves room without letting a reply grow unbounded. */
export const MAX_CLOSES_INSTRUMENTS = MAX_INSTRUMENT_REFS;
/** Longest span per request, in days: about thirty years of history. */
export const MAX_CLOSES_SPAN_DAYS = 11_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY.test(v) && !Number.isNaN(Date.parse(v));

/** A daily-closes request checked field by field, or a coded 400 naming each bad field. */
export function dailyClosesRequestOf(value: unknown): DailyClosesRequest {
  const p = (value ?? {}) as Record<string, unknown>;
  const errors = instrumentRefErrors(p.instruments);
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
