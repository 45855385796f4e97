import type { ExchangeState } from '@app/contracts/market/calendar';
import type { BadgeTone } from '../../shared/ui';
import { countdownText, exchangeIn, serverNow, type StatusSnapshot } from '../market-status';
import { EXCHANGES, exchangeStatus, type ExchangeCode } from './exchangeClock';

export const EXCHANGE_NAMES: Record<ExchangeCode, string> = {
  NSE: 'National Stock Exchange',
  BSE: 'BSE (Bombay Stock Exchange)',
  MCX: 'Multi Commodity Exchange',
};

const LABEL: Record<ExchangeState, MarketRow['label']> = { open: 'Open', 'pre-open': 'Pre-Market', closed: 'Closed' };
const TONE: Record<MarketRow['label'], BadgeTone> = { Open: 'success', 'Pre-Market': 'warning', Closed: 'neutral' };

/** One exchange as the Market Status card shows it. */
export interface MarketRow {
  exchange: ExchangeCode;
  name: string;
  label: 'Open' | 'Pre-Market' | 'Closed';
  tone: BadgeTone;
  /** "closes in 2h 34m", "opens in 1d 17h", or why no time is given. */
  line: string;
  /** The holiday's name, or the server's reason ("Weekend", "Muhurat trading"); null when none. */
  note: string | null;
  holiday: boolean;
}

/**
 * The card's rows from the server's answer, timed on the server's clock: NSE, BSE and MCX in that order,
 * each only when the answer has it (NFO and BFO trade their cash markets' hours, so they add nothing here).
 */
export function rowsFromReply(snapshot: StatusSnapshot, now: number): MarketRow[] {
  const at = serverNow(snapshot, now);
  return EXCHANGES.flatMap((exchange) => {
    const status = exchangeIn(snapshot.reply, exchange);
    if (!status) return [];
    const label = LABEL[status.state];
    return [
      {
        exchange,
        name: EXCHANGE_NAMES[exchange],
        label,
        tone: TONE[label],
        // Nothing ahead: an always-open demo market never closes; past the calendar's last year nothing opens.
        line:
          countdownText(status, at) ??
          (status.state === 'closed' ? 'no session ahead in the calendar' : 'no close ahead'),
        note: status.holiday ?? status.reason,
        holiday: status.holiday !== null,
      },
    ];
  });
}

/** The stand-in when the calendar cannot be reached: each exchange's regular hours by the IST clock. */
export function rowsFromClock(now: number): MarketRow[] {
  return EXCHANGES.map((exchange) => {
    const s = exchangeStatus(exchange, new Date(now));
    return {
      exchange,
      name: EXCHANGE_NAMES[exchange],
      label: s.state,
      tone: TONE[s.state],
      line: s.line,
      note: null,
      holiday: false,
    };
  });
}
