import type { FeedSessionInfo, FeedStatus } from '@app/contracts/market/types';

const FEED_KINDS = ['simulator', 'kite'] as const;
const isFeedKind = (v: unknown): v is FeedStatus['feed'] => FEED_KINDS.includes(v as FeedStatus['feed']);

/**
 * The feed's status from whichever shape carried it: a `websocket_status` change event
 * ({status, feed: 'simulator', state, ...}), a start/stop event or answer ({streaming, feed: FeedStatus}),
 * or a FeedStatus itself. Null when there is none.
 */
export function feedStatusOf(value: unknown): FeedStatus | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.feed && typeof v.feed === 'object') return feedStatusOf(v.feed);
  if (!isFeedKind(v.feed)) return null;
  const state = typeof v.state === 'string' ? v.state : typeof v.status === 'string' ? v.status : 'disconnected';
  return {
    feed: v.feed,
    state: state as FeedStatus['state'],
    connected: typeof v.connected === 'boolean' ? v.connected : state === 'connected',
    subscribed: typeof v.subscribed === 'number' ? v.subscribed : 0,
    last_tick_at: typeof v.last_tick_at === 'string' ? v.last_tick_at : null,
    ...(typeof v.message === 'string' ? { message: v.message } : {}),
    ...(v.token_source === 'override' || v.token_source === 'session' ? { token_source: v.token_source } : {}),
    ...('session' in v ? { session: sessionOf(v.session) } : {}),
    ...('fallback_reason' in v
      ? { fallback_reason: typeof v.fallback_reason === 'string' ? v.fallback_reason : null }
      : {}),
  };
}

function sessionOf(value: unknown): FeedSessionInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { kite_user_id, expires_at } = value as Record<string, unknown>;
  return typeof kite_user_id === 'string' && typeof expires_at === 'string' ? { kite_user_id, expires_at } : null;
}

/** What the card says about where the feed's prices come from. */
export function feedSourceLine(feed: FeedStatus): string | null {
  if (feed.token_source === 'override') return 'Kite access token from the server configuration (KITE_ACCESS_TOKEN)';
  if (feed.token_source !== 'session') return null;
  if (feed.session) return `Zerodha session of ${feed.session.kite_user_id}`;
  return feed.state === 'paused' ? 'No Zerodha session: the feed is paused' : 'No Zerodha session: simulator running';
}

/** A positive price with at most 4 decimals (the server checks the instrument's tick size). */
export function parsePrice(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim();
  if (!/^\d+(\.\d{1,4})?$/.test(t) || Number(t) <= 0)
    return { ok: false, error: 'Enter a price above 0, with at most 4 decimals' };
  return { ok: true, value: Number(t) };
}

/** Counts as [name, count] pairs, biggest first, ties by name. */
export function countEntries(counts: Record<string, number> | null | undefined): Array<[string, number]> {
  return Object.entries(counts ?? {}).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}
