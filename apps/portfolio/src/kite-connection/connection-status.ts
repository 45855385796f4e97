import type { BrokerConnectionState, BrokerConnectionSummary, BrokerStatus } from '@app/contracts';
import type { ConnectionRow } from './connection-row.js';

export const EXPIRED_AT_SIX = 'The Kite session ended at 06:00 IST; log in at Kite again';

/**
 * The state a connection is in at `now`: a stored 'connected' whose expiry has passed is expired, as
 * Kite would answer TokenException from then on, even before anything has asked Kite.
 */
export function connectionState(row: ConnectionRow | null, now: Date): BrokerConnectionState {
  if (!row || row.state === 'disconnected' || !row.sealedAccessToken) return 'disconnected';
  if (row.state === 'expired') return 'expired';
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'connected';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What `GET /api/broker/status` answers: the source is Kite only for a live connection in live mode. */
export function toBrokerStatus(row: ConnectionRow | null, now: Date, configured: boolean): BrokerStatus {
  const state = connectionState(row, now);
  const mode = row?.mode ?? 'live';
  const known = state !== 'disconnected';
  return {
    broker: 'zerodha',
    state,
    kite_user_id: known ? (row?.kiteUserId ?? null) : null,
    user_shortname: known ? (row?.userShortname ?? null) : null,
    expires_at: known ? iso(row?.expiresAt ?? null) : null,
    connected_at: known ? iso(row?.connectedAt ?? null) : null,
    mode,
    source: state === 'connected' && mode === 'live' && configured ? 'kite' : 'paper',
    is_feed_account: row?.isFeedAccount ?? false,
    configured,
    reason: state === 'expired' ? (row?.reason ?? EXPIRED_AT_SIX) : null,
  };
}

/** One connection as an admin lists it: never the token. */
export function toConnectionSummary(row: ConnectionRow, now: Date): BrokerConnectionSummary {
  const state = connectionState(row, now);
  return {
    user_id: row.userId,
    kite_user_id: row.kiteUserId ?? '',
    user_shortname: row.userShortname,
    state,
    expires_at: iso(row.expiresAt),
    is_feed_account: row.isFeedAccount,
  };
}
