import type { TradingWindow } from './calendar-types.js';
import { addDays, istInstant, istTime } from './ist-time.js';
import type { MarketCalendar } from './market-calendar.js';

/** Pre-open is not trading at a price yet: "open" starts with the session after it. */
const trades = (w: TradingWindow) => w.kind !== 'pre-open';

function firstInstant(
  calendar: MarketCalendar,
  exchange: string,
  instant: Date,
  edge: (w: TradingWindow) => number,
): Date | null {
  const now = instant.getTime();
  for (let date = istTime(instant).date; date <= calendar.lastDate; date = addDays(date, 1)) {
    for (const w of calendar.windowsOn(exchange, date)) {
      if (!trades(w)) continue;
      const at = istInstant(date, edge(w));
      if (at.getTime() > now) return at;
    }
  }
  return null;
}

/**
 * When an exchange next opens for trading after an instant, across weekends and holidays; null when
 * no session is known before the end of the calendar's last year.
 */
export function nextOpen(calendar: MarketCalendar, exchange: string, instant: Date): Date | null {
  return firstInstant(calendar, exchange, instant, (w) => w.start);
}

/** When the session in progress ends, or else the next one; null when none is known within the calendar. */
export function nextClose(calendar: MarketCalendar, exchange: string, instant: Date): Date | null {
  return firstInstant(calendar, exchange, instant, (w) => w.end);
}
