import type { ReturnPeriod } from '@app/contracts';
import { financialYearOf } from '../../ledger/indian-fy.js';
import { addDays, monthsBefore } from './day-math.js';

/**
 * The first day a period covers, as of `today` (an IST day); null for MAX (from the first flow). A
 * trailing period starts the day after the same date back, so its opening value is that date's close:
 * 1M on 15 March starts on 16 February. YTD starts on 1 January and FY on 1 April.
 */
export function periodStart(period: ReturnPeriod, today: string): string | null {
  const back = (months: number) => addDays(monthsBefore(today, months), 1);
  switch (period) {
    case '1M':
      return back(1);
    case '3M':
      return back(3);
    case '6M':
      return back(6);
    case '1Y':
      return back(12);
    case '3Y':
      return back(36);
    case '5Y':
      return back(60);
    case 'YTD':
      return `${today.slice(0, 4)}-01-01`;
    case 'FY':
      return financialYearOf(today).from;
    case 'MAX':
      return null;
  }
}

/** A span's first day: the period's start, or the first flow when that is later. */
export function spanStart(period: ReturnPeriod, today: string, firstFlow: string): string {
  const start = periodStart(period, today);
  return start !== null && start > firstFlow ? start : firstFlow;
}
