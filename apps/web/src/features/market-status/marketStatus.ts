import type { ExchangeState } from '@app/contracts/market/calendar';
import { istClock } from '../../shared/format/dates';

/** The states the server's calendar answers, so the clock's estimate and the answer read alike. */
export type MarketSession = ExchangeState;

/**
 * NSE's regular session by the IST clock, whatever the browser's zone: 09:00-09:15 pre-open,
 * 09:15-15:30 open, otherwise closed, and closed on Saturdays and Sundays. Only the stand-in until the
 * exchanges' calendar answers (it knows no holidays); the badge and the Overview then follow the calendar.
 */
export const MARKET_HOURS = { preOpen: 9 * 60, open: 9 * 60 + 15, close: 15 * 60 + 30 } as const;
export const MARKET_STATUS_REFRESH_MS = 30_000;

export function marketSessionAt(date: Date): MarketSession {
  const { weekday, minutes } = istClock(date);
  if (weekday === 0 || weekday === 6) return 'closed';
  if (minutes >= MARKET_HOURS.preOpen && minutes < MARKET_HOURS.open) return 'pre-open';
  if (minutes >= MARKET_HOURS.open && minutes < MARKET_HOURS.close) return 'open';
  return 'closed';
}

export const MARKET_SESSION_LABEL: Record<MarketSession, string> = {
  'pre-open': 'Pre-Market',
  open: 'Market Open',
  closed: 'Market Closed',
};
