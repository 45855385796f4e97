import data from './data/exchange-calendar.json' with { type: 'json' };
import { MarketCalendar } from './market-calendar.js';
import { validateCalendarFile } from './validate-calendar-file.js';

let bundled: MarketCalendar | undefined;

/** The calendar shipped with the code (data/exchange-calendar.json), checked once on first use. */
export function bundledCalendar(): MarketCalendar {
  bundled ??= new MarketCalendar(validateCalendarFile(data));
  return bundled;
}
