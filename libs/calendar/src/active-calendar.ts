import { bundledCalendar } from './bundled-calendar.js';
import type { CalendarOptions, TradingState } from './calendar-types.js';
import type { MarketCalendar } from './market-calendar.js';

let active: MarketCalendar | undefined;

/**
 * The calendar this process trades by: the bundled one until a service loads an operator's file.
 * The tick path asks it per instrument and per tick, so it is read from here rather than passed down.
 */
export function activeCalendar(): MarketCalendar {
  return active ?? bundledCalendar();
}

/** Makes a freshly loaded (and validated) calendar the one the process trades by. */
export function activateCalendar(calendar: MarketCalendar): void {
  active = calendar;
}

/** The state of an exchange at an instant by the active calendar, in IST whatever the process's zone. */
export function sessionOf(exchange: string, instant: Date, options: CalendarOptions = {}): TradingState {
  return activeCalendar().sessionOf(exchange, instant, options);
}

/** True in pre-open and open sessions by the active calendar: when prices may move. */
export function isTrading(exchange: string, instant: Date, options: CalendarOptions = {}): boolean {
  return activeCalendar().isTrading(exchange, instant, options);
}
