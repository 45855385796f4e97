import { readFile } from 'node:fs/promises';
import type { MarketCalendarReloadReply } from '@app/contracts';
import { CalendarFileError, MarketCalendar, bundledCalendar, istIso, parseCalendarFile } from '@app/calendar';

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

/** What a load answers an operator: the source, the file's date, the years and how many days it lists. */
export function loadedReply(loaded: LoadedCalendar): MarketCalendarReloadReply {
  const { file } = loaded.calendar;
  return {
    source: loaded.file ? 'file' : 'bundled',
    file: loaded.file,
    updated: file.updated,
    years: [...loaded.calendar.years],
    days: file.days.length,
    loaded_at: istIso(loaded.loadedAt),
  };
}
