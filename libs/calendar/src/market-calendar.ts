import {
  FILE_EXCHANGES,
  type CalendarFile,
  type FileDay,
  type FileExchange,
  type FileSession,
} from './calendar-file.js';
import type { CalendarOptions, TradingState, TradingWindow } from './calendar-types.js';
import { istTime, minutesOf, weekdayOf } from './ist-time.js';
import { mcxClose } from './us-dst.js';

/** Derivative and currency segments keep the holidays of their cash market. */
const FOLLOWS: Record<string, FileExchange> = { NFO: 'NSE', CDS: 'NSE', BFO: 'BSE', BCD: 'BSE' };
/** Currency derivatives trade 09:00-17:00 without a pre-open; their extra closures are not in the file. */
const CURRENCY = new Set(['CDS', 'BCD']);
const CURRENCY_HOURS: TradingWindow[] = [{ kind: 'normal', start: 9 * 60, end: 17 * 60 }];
const CACHE_LIMIT = 4096;

/** The file's list an exchange reads: its own, its cash market's, or NSE's equity hours for one it does not know. */
export function listOf(exchange: string): FileExchange {
  if ((FILE_EXCHANGES as readonly string[]).includes(exchange)) return exchange as FileExchange;
  return FOLLOWS[exchange] ?? 'NSE';
}

const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/** The exchanges' calendar read from one data file: sessions of any date, state at any instant, in IST. */
export class MarketCalendar {
  private readonly days = new Map<string, FileDay>();
  private readonly cache = new Map<string, TradingWindow[]>();
  readonly years: readonly number[];

  constructor(readonly file: CalendarFile) {
    for (const day of file.days) for (const e of day.exchanges) this.days.set(`${e}|${day.date}`, day);
    this.years = file.years.map((y) => y.year).sort((a, b) => a - b);
  }

  /** The last date the calendar speaks for: 31 December of its last year. */
  get lastDate(): string {
    return `${this.years[this.years.length - 1]}-12-31`;
  }

  /** The holiday or special session an exchange has on a date, if any. */
  dayOf(exchange: string, date: string): FileDay | undefined {
    return this.days.get(`${listOf(exchange)}|${date}`);
  }

  /** The sessions of an exchange on an IST date, in order; empty when it does not trade. */
  windowsOn(exchange: string, date: string): TradingWindow[] {
    const key = `${exchange}|${date}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.computeWindows(exchange, date);
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(key, found);
    }
    return found;
  }

  private computeWindows(exchange: string, date: string): TradingWindow[] {
    const day = this.dayOf(exchange, date);
    if (CURRENCY.has(exchange)) return day || isWeekend(date) ? [] : CURRENCY_HOURS;
    if (day) return resolveSessions(day.sessions, date);
    if (isWeekend(date)) return [];
    return resolveSessions(this.file.regular[listOf(exchange)], date);
  }

  /** The state of an exchange at an instant, read on the IST wall clock whatever the process's zone. */
  sessionOf(exchange: string, instant: Date, options: CalendarOptions = {}): TradingState {
    if (options.alwaysOpen) return 'open';
    const ist = istTime(instant);
    const w = this.windowsOn(exchange, ist.date).find((s) => ist.minuteOfDay >= s.start && ist.minuteOfDay < s.end);
    if (!w) return 'closed';
    return w.kind === 'pre-open' ? 'pre-open' : 'open';
  }

  /** True in pre-open and open sessions: when prices may move. */
  isTrading(exchange: string, instant: Date, options: CalendarOptions = {}): boolean {
    return this.sessionOf(exchange, instant, options) !== 'closed';
  }
}

/** Sessions in minutes; "close" is MCX's close of that date (23:30 in US daylight saving, else 23:55). */
export function resolveSessions(sessions: readonly FileSession[], date: string): TradingWindow[] {
  return sessions.map((s) => ({
    kind: s.kind,
    start: minutesOf(s.start),
    end: s.end === 'close' ? mcxClose(date) : minutesOf(s.end),
  }));
}
