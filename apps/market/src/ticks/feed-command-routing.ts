import type { FeedKind } from '@app/contracts';

export type FeedCommand = 'subscribe' | 'set-price';
/** Nowhere, on this replica, or on the replica that holds the feed lock (over NATS). */
export type FeedCommandRoute = 'none' | 'here' | 'feed-owner';

/**
 * Where a command that steers the feed runs. A subscription matters to Kite only (the simulator streams
 * the whole master already) and always goes to the feed's owner; a simulator price is set here when this
 * replica runs the simulator, else forwarded to the replica that does.
 */
export function routeFeedCommand(
  command: FeedCommand,
  feed: { kind: FeedKind; simulatorRunsHere: boolean },
): FeedCommandRoute {
  if (command === 'subscribe') return feed.kind === 'kite' ? 'feed-owner' : 'none';
  return feed.simulatorRunsHere ? 'here' : 'feed-owner';
}
