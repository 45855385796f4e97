import { readFile } from 'node:fs/promises';
import { bundledCalendar } from './bundled-calendar.js';
import { CalendarFileError } from './calendar-file-error.js';
import { MarketCalendar } from './market-calendar.js';
import { parseCalendarFile } from './parse-calendar-file.js';

/** A calendar in use and where it came from. */
export interface LoadedCalendar {
  calendar: MarketCalendar;
  /** The operator's file (MARKET_CALENDAR_FILE), or null for the data bundled with the code. */
  file: string | null;
  loadedAt: Date;
}

/**
 * Reads the operator's calendar file when one is configured, else the bundled data. A file that cannot
 * be read or checked throws a CalendarFileError naming the place, so the caller can keep what it has.
 * Every process that judges sessions (market, alerts) reads the same file.
 */
export async function loadCalendar(file: string | undefined, now: Date): Promise<LoadedCalendar> {
  if (!file) return { calendar: bundledCalendar(), file: null, loadedAt: now };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new CalendarFileError('MARKET_CALENDAR_FILE', `cannot read ${file} (${code})`);
  }
  return { calendar: new MarketCalendar(parseCalendarFile(text)), file, loadedAt: now };
}
