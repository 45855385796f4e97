import type { FeedKind } from '@app/contracts';

export type FeedCommand = 'subscribe' | 'set-price';
/** On this replica, or on the replica that holds the feed lock (over NATS). */
export type FeedCommandRoute = 'here' | 'feed-owner';

/**
 * Where a command that steers the feed runs. A subscription always goes to the feed's owner: Kite and the
 * simulator's core set (SIMULATOR_UNIVERSE=core) stream only what they are asked for beyond their default
 * list; a simulator price is set here when this replica runs the simulator, else forwarded to the replica
 * that does.
 */
export function routeFeedCommand(
  command: FeedCommand,
  feed: { kind: FeedKind; simulatorRunsHere: boolean },
): FeedCommandRoute {
  if (command === 'subscribe') return 'feed-owner';
  return feed.simulatorRunsHere ? 'here' : 'feed-owner';
}
