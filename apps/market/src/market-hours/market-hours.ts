/** Indian exchanges keep IST (UTC+05:30) all year: no daylight saving to handle on this side. */
const IST_OFFSET_MINUTES = 330;

export type Session = 'pre-open' | 'open' | 'closed';

/** Minutes after IST midnight at which a phase starts; a session is closed outside [preOpen, close). */
interface SessionHours {
  preOpen: number;
  open: number;
  close: number;
}

const at = (hh: number, mm: number): number => hh * 60 + mm;

const EQUITY: SessionHours = { preOpen: at(9, 0), open: at(9, 15), close: at(15, 30) };
const CURRENCY: SessionHours = { preOpen: at(9, 0), open: at(9, 0), close: at(17, 0) };
/** MCX non-agri contracts; the close follows US daylight saving (see mcxClose). Pre-open is the 15 minutes before. */
const MCX_OPEN = at(9, 0);
const MCX_PRE_OPEN = at(8, 45);

const HOURS_BY_EXCHANGE: Record<string, SessionHours> = {
  NSE: EQUITY,
  BSE: EQUITY,
  NFO: EQUITY,
  BFO: EQUITY,
  CDS: CURRENCY,
  BCD: CURRENCY,
};

export interface SessionOptions {
  /** Every exchange open around the clock, weekends included (demos and tests). */
  alwaysOpen?: boolean;
}

/** The wall-clock fields of an instant in IST. */
export interface IstTime {
  /** yyyy-mm-dd */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  minuteOfDay: number;
}

export function istTime(instant: Date): IstTime {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The IST calendar date (yyyy-mm-dd) of an instant: Indian exchanges trade on IST days. */
export function tradingDayOf(instant: Date): string {
  return istTime(instant).date;
}

/** The day of month of the n-th given weekday (0 = Sunday) in a month (1-12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
}

/**
 * Whether US daylight saving time is in force on an IST calendar date: from the second Sunday of March
 * to the first Sunday of November. The switches fall on Sundays, when MCX is shut, so the date is enough.
 */
export function isUsDaylightSaving(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const md = month * 100 + day;
  const start = 300 + nthWeekday(year, 3, 0, 2);
  const end = 1100 + nthWeekday(year, 11, 0, 1);
  return md >= start && md < end;
}

/** MCX non-agri commodities close at 23:30 during US daylight saving, else 23:55, as their reference markets move. */
export function mcxClose(date: string): number {
  return isUsDaylightSaving(date) ? at(23, 30) : at(23, 55);
}

function hoursOf(exchange: string, date: string): SessionHours {
  if (exchange === 'MCX') return { preOpen: MCX_PRE_OPEN, open: MCX_OPEN, close: mcxClose(date) };
  // Exchanges without their own table (say, a new segment in Kite's dump) get the equity hours.
  return HOURS_BY_EXCHANGE[exchange] ?? EQUITY;
}

/**
 * The session of an exchange at an instant, in IST. Weekends are closed everywhere; exchange holidays
 * are not modelled (no machine-readable holiday calendar is bundled).
 */
export function sessionOf(exchange: string, instant: Date, options: SessionOptions = {}): Session {
  if (options.alwaysOpen) return 'open';
  const ist = istTime(instant);
  if (ist.weekday === 0 || ist.weekday === 6) return 'closed';
  const hours = hoursOf(exchange, ist.date);
  const minute = ist.minuteOfDay;
  if (minute < hours.preOpen || minute >= hours.close) return 'closed';
  return minute < hours.open ? 'pre-open' : 'open';
}

/** True in pre-open and open sessions: when prices may move. */
export function isTrading(exchange: string, instant: Date, options: SessionOptions = {}): boolean {
  return sessionOf(exchange, instant, options) !== 'closed';
}
