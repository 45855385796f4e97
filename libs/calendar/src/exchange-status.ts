import { STATUS_EXCHANGES, type CalendarOptions, type StatusExchange, type StatusView } from './calendar-types.js';
import { istIso, istTime, weekdayOf } from './ist-time.js';
import type { MarketCalendar } from './market-calendar.js';
import { nextClose, nextOpen } from './next-open-close.js';

export const ALWAYS_OPEN_REASON = 'Open around the clock (demo mode)';

const iso = (d: Date | null) => (d ? istIso(d) : null);

/** Why an exchange is where it is, for a person: the day's name, "Weekend", or the hours. */
function reasonOf(
  calendar: MarketCalendar,
  exchange: string,
  instant: Date,
  state: StatusView['state'],
): string | null {
  const { date } = istTime(instant);
  const day = calendar.dayOf(exchange, date);
  if (day) return day.name;
  if (weekdayOf(date) === 0 || weekdayOf(date) === 6) return 'Weekend';
  if (state === 'pre-open') return 'Pre-open session';
  return state === 'closed' ? 'Outside trading hours' : null;
}

/** The state of one exchange at an instant, with the reason and the next open and close in IST. */
export function exchangeStatus(
  calendar: MarketCalendar,
  exchange: StatusExchange,
  instant: Date,
  options: CalendarOptions = {},
): StatusView {
  if (options.alwaysOpen)
    return { exchange, state: 'open', reason: ALWAYS_OPEN_REASON, holiday: null, next_open: null, next_close: null };
  const state = calendar.sessionOf(exchange, instant);
  const day = calendar.dayOf(exchange, istTime(instant).date);
  return {
    exchange,
    state,
    reason: reasonOf(calendar, exchange, instant, state),
    holiday: day?.kind === 'holiday' ? day.name : null,
    next_open: iso(nextOpen(calendar, exchange, instant)),
    next_close: iso(nextClose(calendar, exchange, instant)),
  };
}

/** Every exchange's status at an instant: the market status reply. */
export function marketStatus(calendar: MarketCalendar, instant: Date, options: CalendarOptions = {}) {
  return {
    as_of: istIso(instant),
    time_zone: 'Asia/Kolkata' as const,
    exchanges: STATUS_EXCHANGES.map((e) => exchangeStatus(calendar, e, instant, options)),
  };
}
