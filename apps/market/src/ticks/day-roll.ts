import type { Tick } from '@app/contracts';
import { tradingDayOf } from '@app/calendar';

/**
 * The IST trading day that closed when `next` follows `previous` for the same instrument, or null. A
 * new day moves the open and the previous close; only then is the (dearer) date comparison made.
 */
export function closedDay(previous: Tick, next: Tick): string | null {
  if (previous.ohlc.open === next.ohlc.open && previous.ohlc.close === next.ohlc.close) return null;
  const day = tradingDayOf(new Date(previous.timestamp));
  return day !== tradingDayOf(new Date(next.timestamp)) ? day : null;
}
