import type { FeedSessionInfo } from '@app/contracts';

/** What the market does when no Zerodha session can stream Kite: run the simulator, or stream nothing. */
export const FEED_ON_EXPIRY = ['simulator', 'pause'] as const;
export type FeedOnExpiry = (typeof FEED_ON_EXPIRY)[number];

/**
 * Where a Kite token comes from: `override` (KITE_ACCESS_TOKEN), `session` (the feed account's
 * session, asked from the portfolio service), or `none` (the simulator is the only feed).
 */
export type KiteTokenSource = 'override' | 'session' | 'none';

export interface FeedChoiceInput {
  source: KiteTokenSource;
  /** The feed account's session as last read, or null when there is none. */
  session: FeedSessionInfo | null;
  /** Why the session could not be read or opened (portfolio unreachable, foreign key ring). */
  problem: string | null;
  /** The ticker or Kite's REST API refused the session's token (HTTP 403 TokenException). */
  refused: boolean;
  onExpiry: FeedOnExpiry;
  now: Date;
}

export type FeedChoice =
  | { run: 'kite'; token: 'override' | 'session' }
  | { run: 'simulator'; reason: string | null }
  | { run: 'paused'; reason: string };

/** Which feed runs: Kite while a token is usable, else the configured fallback with the reason. */
export function chooseFeed(input: FeedChoiceInput): FeedChoice {
  if (input.source === 'none') return { run: 'simulator', reason: null };
  if (input.source === 'override') return { run: 'kite', token: 'override' };
  const reason = unusableReason(input);
  if (reason === null) return { run: 'kite', token: 'session' };
  return input.onExpiry === 'pause' ? { run: 'paused', reason } : { run: 'simulator', reason };
}

/** Why the session cannot stream Kite now, or null when it can. */
export function unusableReason(input: Omit<FeedChoiceInput, 'source' | 'onExpiry'>): string | null {
  const { session, problem, refused, now } = input;
  if (!session) return problem ?? 'No Zerodha feed account is connected';
  const who = `Zerodha session of ${session.kite_user_id}`;
  if (Date.parse(session.expires_at) <= now.getTime()) return `${who} expired at ${istClock(session.expires_at)} IST`;
  if (refused) return `${who} was refused by Kite (403 TokenException)`;
  return null;
}

/** The status line for a fallback: the reason, then what runs instead. */
export function fallbackMessage(choice: FeedChoice): string | undefined {
  if (choice.run === 'simulator' && choice.reason) return `${choice.reason}; simulator running`;
  if (choice.run === 'paused') return `${choice.reason}; the feed is paused until an admin reconnects Zerodha`;
  return undefined;
}

/** Whether switching from one choice to the other needs a new feed (a new token restarts the ticker). */
export function needsRestart(
  from: FeedChoice | null,
  fromToken: string | null,
  to: FeedChoice,
  toToken: string | null,
) {
  if (!from || from.run !== to.run) return true;
  return to.run === 'kite' && fromToken !== toToken;
}

/** HH:MM of an instant on India's clock (UTC+05:30, no daylight saving). */
export function istClock(iso: string): string {
  const ist = new Date(Date.parse(iso) + 330 * 60_000);
  return ist.toISOString().slice(11, 16);
}
