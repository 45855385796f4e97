import { MARKET_HOURS } from '../market-status';
import { durationText } from '../../shared/format/relativeTime';
import { istClock, istWallTime } from '../../shared/format/dates';

export const EXCHANGES = ['NSE', 'BSE', 'MCX'] as const;
export type ExchangeCode = (typeof EXCHANGES)[number];
export type ExchangeState = 'Open' | 'Closed' | 'Pre-Market';

interface Hours {
  preOpen: number;
  open: number;
  close: number;
}

/** Minutes after midnight. NSE and BSE keep the app's market clock; MCX trades 09:00-23:30 after an 08:45 pre-open. */
export const EXCHANGE_HOURS: Record<ExchangeCode, Hours> = {
  NSE: MARKET_HOURS,
  BSE: MARKET_HOURS,
  MCX: { preOpen: 8 * 60 + 45, open: 9 * 60, close: 23 * 60 + 30 },
};

export interface ExchangeStatus {
  exchange: ExchangeCode;
  state: ExchangeState;
  /** "closes in 2h 34m" or "opens in 14h 5m". */
  line: string;
}

const isTradingDay = (d: Date) => istClock(d).weekday !== 0 && istClock(d).weekday !== 6;
const at = istWallTime;

/** An exchange's session by the IST clock: weekdays only (holidays are not known), with the time to the next change. */
export function exchangeStatus(exchange: ExchangeCode, now: Date): ExchangeStatus {
  const h = EXCHANGE_HOURS[exchange];
  const t = now.getTime();
  if (isTradingDay(now)) {
    const open = at(now, h.open).getTime();
    const close = at(now, h.close).getTime();
    if (t >= open && t < close) return { exchange, state: 'Open', line: `closes in ${durationText(close - t)}` };
    if (t >= at(now, h.preOpen).getTime() && t < open)
      return { exchange, state: 'Pre-Market', line: `opens in ${durationText(open - t)}` };
  }
  for (let day = 0; day <= 7; day += 1) {
    const open = at(now, h.open, day);
    if (open.getTime() > t && isTradingDay(open))
      return { exchange, state: 'Closed', line: `opens in ${durationText(open.getTime() - t)}` };
  }
  return { exchange, state: 'Closed', line: 'closed' };
}
