import type { CalendarExchange, ExchangeStatus, MarketStatusReply } from '@app/contracts/market/calendar';
import { formatShortDateTime } from '../../shared/format/dates';
import { durationText } from '../../shared/format/relativeTime';
import { MARKET_SESSION_LABEL, MARKET_STATUS_REFRESH_MS, marketSessionAt, type MarketSession } from './marketStatus';

/** The server's answer and when this browser received it, so times are read on the server's clock. */
export interface StatusSnapshot {
  reply: MarketStatusReply;
  receivedAt: number;
}

/**
 * A refresh waits a moment past a session change, so the server already answers the new state; and
 * never less than a second, so a clock that disagrees with the server's cannot make the calls spin.
 */
export const TRANSITION_MARGIN_MS = 1_000;
export const MIN_REFRESH_MS = 1_000;

const instant = (iso: string | null) => (iso === null ? NaN : Date.parse(iso));

/**
 * The server's clock now: its `as_of` plus the time since the answer came. A browser whose clock is off
 * by minutes still counts down to the exchanges' own instants. A `now` read before the answer came (a
 * clock ticking every 30 s) counts as the moment it came.
 */
export function serverNow(snapshot: StatusSnapshot, now: number): number {
  const asOf = instant(snapshot.reply.as_of);
  return Number.isNaN(asOf) ? now : asOf + Math.max(0, now - snapshot.receivedAt);
}

/** The status of one exchange in the reply, or undefined when the server did not send it. */
export function exchangeIn(reply: MarketStatusReply, exchange: CalendarExchange): ExchangeStatus | undefined {
  return reply.exchanges.find((e) => e.exchange === exchange);
}

/** Time until the next call: the regular 30 s, or sooner when an exchange opens or closes before that. */
export function nextRefreshDelay(snapshot: StatusSnapshot, now: number): number {
  const at = serverNow(snapshot, now);
  let delay = MARKET_STATUS_REFRESH_MS;
  for (const e of snapshot.reply.exchanges)
    for (const change of [instant(e.next_open), instant(e.next_close)])
      if (change > at - TRANSITION_MARGIN_MS) delay = Math.min(delay, change - at + TRANSITION_MARGIN_MS);
  return Math.max(MIN_REFRESH_MS, delay);
}

/** "closes in 2h 34m" while trading, "opens in 17h 45m" before; null when no session is known ahead. */
export function countdownText(status: ExchangeStatus, at: number): string | null {
  const open = status.state === 'open';
  const target = instant(open ? status.next_close : status.next_open);
  if (Number.isNaN(target)) return null;
  return `${open ? 'closes' : 'opens'} in ${durationText(Math.max(0, target - at))}`;
}

/**
 * What a person is told beside the state: the holiday's name when closed for one, a special session's
 * reason ("Muhurat trading") while it trades; nothing on an ordinary evening or weekend in the header.
 */
export function statusNote(status: ExchangeStatus): string | null {
  if (status.state === 'closed') return status.holiday;
  return status.reason;
}

/** One line per exchange for a tooltip: "NSE: Market Closed (Guru Nanak Jayanti), opens 25 Nov, 9:15 am". */
export function exchangeLine(status: ExchangeStatus): string {
  const why = status.holiday ?? status.reason;
  const next =
    status.state === 'open'
      ? status.next_close && `closes ${formatShortDateTime(status.next_close)}`
      : status.next_open && `opens ${formatShortDateTime(status.next_open)}`;
  return `${status.exchange}: ${MARKET_SESSION_LABEL[status.state]}${why ? ` (${why})` : ''}${next ? `, ${next}` : ''}`;
}

export interface BadgeView {
  session: MarketSession;
  label: string;
  note: string | null;
  title: string;
  /** 'calendar' once the server has answered; 'clock' while the first answer is awaited or never came. */
  source: 'calendar' | 'clock';
}

const CLOCK_TITLE = "NSE's regular hours by the IST clock; holidays are shown once the exchanges' calendar loads";

/**
 * The header badge: NSE's state from the last answer (kept when a later call fails); before any answer,
 * NSE's regular hours by the IST clock, whatever zone the browser is in.
 */
export function badgeView(snapshot: StatusSnapshot | undefined, now: number): BadgeView {
  const nse = snapshot && exchangeIn(snapshot.reply, 'NSE');
  if (!snapshot || !nse) {
    const session = marketSessionAt(new Date(now));
    return { session, label: MARKET_SESSION_LABEL[session], note: null, title: CLOCK_TITLE, source: 'clock' };
  }
  return {
    session: nse.state,
    label: MARKET_SESSION_LABEL[nse.state],
    note: statusNote(nse),
    title: [...snapshot.reply.exchanges.map(exchangeLine), 'Times in IST'].join('\n'),
    source: 'calendar',
  };
}
