import type { MarketCalendarReloadReply } from '@app/contracts';
import { istIso, type LoadedCalendar } from '@app/calendar';

export { loadCalendar, type LoadedCalendar } from '@app/calendar';

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
