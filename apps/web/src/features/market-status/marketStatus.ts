import { istClock } from '../../shared/format/dates';

export type MarketSession = 'pre-open' | 'open' | 'closed';

/**
 * The market session by the exchanges' clock (IST, whatever the browser's zone): 09:00-09:15 pre-open,
 * 09:15-15:30 open, otherwise closed. The exchanges do not trade on Saturdays and Sundays, so those days
 * are closed too (holidays are not known).
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
