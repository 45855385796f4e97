import type { FileSession } from './calendar-file.js';
import { STATUS_EXCHANGES, type SessionView } from './calendar-types.js';
import { hhmmOf } from './ist-time.js';
import { listOf, resolveSessions, type MarketCalendar } from './market-calendar.js';
import { MCX_CLOSE } from './us-dst.js';

/** The regular week as the API shows it: MCX's "close" becomes 23:55, 23:30 while the US is on daylight saving. */
const regularView = (sessions: readonly FileSession[]): SessionView[] =>
  sessions.map((s) => (s.end === 'close' ? { ...s, end: MCX_CLOSE.otherwise, us_dst_end: MCX_CLOSE.usDst } : { ...s }));

/** True when the calendar holds a year (its holidays, or the note that they are not yet published). */
export function holdsYear(calendar: MarketCalendar, year: number): boolean {
  return calendar.years.includes(year);
}

/** The calendar of one year: each exchange's regular week and its holidays and special sessions, in IST. */
export function yearCalendar(calendar: MarketCalendar, year: number) {
  const { file } = calendar;
  const entry = file.years.find((y) => y.year === year);
  const source = `${file.source} ${year}: ${entry?.source ?? 'not in the calendar'}. File dated ${file.updated}.`;
  const exchanges = STATUS_EXCHANGES.map((exchange) => {
    const list = listOf(exchange);
    const days = file.days
      .filter((d) => d.date.startsWith(`${year}-`) && d.exchanges.includes(list))
      .map((d) => ({
        date: d.date,
        kind: d.kind,
        name: d.name,
        sessions: resolveSessions(d.sessions, d.date).map((w) => ({
          kind: w.kind,
          start: hhmmOf(w.start),
          end: hhmmOf(w.end),
        })),
      }));
    return { exchange, regular: regularView(file.regular[list]), days };
  });
  return { year, time_zone: 'Asia/Kolkata' as const, source, exchanges };
}
