import { CANDLE_DEFAULT_SPAN_DAYS, CANDLE_RANGE_LIMIT_DAYS, type CandleInterval } from '@app/contracts';
import { validationError } from '@app/common';
import { parseRequestDate } from './candle-time.js';

const DAY_MS = 86_400_000;

export interface CandleQuery {
  from?: string;
  to?: string;
  interval: CandleInterval;
}

/**
 * The instants a candle request covers. `to` defaults to now and a bare `to` date means the whole of
 * that day; `from` defaults to the interval's usual span before `to`. A window that is backwards or
 * longer than the interval's limit is refused naming `from`; one that reaches past now ends at now.
 */
export function candleWindow(q: CandleQuery, now: Date): { from: Date; to: Date } {
  const to = q.to ? parseRequestDate(q.to) : now;
  if (!to) throw validationError([{ field: 'to', errors: ['to is not a valid date'] }]);
  const toEnd = q.to && q.to.length === 10 ? new Date(to.getTime() + DAY_MS - 1) : to;
  const from = q.from
    ? parseRequestDate(q.from)
    : new Date(toEnd.getTime() - CANDLE_DEFAULT_SPAN_DAYS[q.interval] * DAY_MS);
  if (!from) throw validationError([{ field: 'from', errors: ['from is not a valid date'] }]);
  if (from > toEnd) throw validationError([{ field: 'from', errors: ['from must not be after to'] }]);
  const limit = CANDLE_RANGE_LIMIT_DAYS[q.interval];
  if (toEnd.getTime() - from.getTime() > limit * DAY_MS) {
    throw validationError([
      { field: 'from', errors: [`${q.interval} candles cover at most ${limit} days per request`] },
    ]);
  }
  return { from, to: toEnd > now ? now : toEnd };
}
