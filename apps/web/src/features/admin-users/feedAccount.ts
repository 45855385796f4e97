import type { BrokerConnectionSummary } from '@app/contracts/broker/types';

/** The admin's feed-account calls: every Zerodha connection, and which one feeds the market. */
export const FEED_CONNECTIONS_PATH = '/admin/broker/connections';

export type ConnectionsByUser = ReadonlyMap<string, BrokerConnectionSummary>;

export const connectionsByUser = (connections: readonly BrokerConnectionSummary[] | undefined): ConnectionsByUser =>
  new Map((connections ?? []).map((c) => [c.user_id, c]));

/**
 * What the Feed account column offers for one user: nothing without a Zerodha connection; the mark for
 * the feed account; "use" for another connected account; an expired session cannot feed until its
 * owner logs in at Zerodha again.
 */
export type FeedCell =
  | { kind: 'none' }
  | { kind: 'feed'; connection: BrokerConnectionSummary }
  | { kind: 'can-feed'; connection: BrokerConnectionSummary }
  | { kind: 'cannot-feed'; connection: BrokerConnectionSummary; why: string };

export function feedCellOf(connection: BrokerConnectionSummary | undefined): FeedCell {
  if (!connection || connection.state === 'disconnected') return { kind: 'none' };
  if (connection.is_feed_account) return { kind: 'feed', connection };
  if (connection.state === 'connected') return { kind: 'can-feed', connection };
  return { kind: 'cannot-feed', connection, why: 'Session expired: its owner must log in at Zerodha again' };
}
