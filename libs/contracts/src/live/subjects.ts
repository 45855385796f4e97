/**
 * Gateway-to-gateway broadcasts: a change made through one replica's REST API reaches the sockets of
 * the same user on every replica.
 */
export const LIVE_EVENTS = {
  /** LiveSubscriptionChange */
  subscriptionsChanged: 'gateway.subscription.changed',
} as const;

export interface LiveSubscriptionChange {
  userId: string;
  /** Instruments added to the user's subscription. */
  subscribe?: number[];
  /** Instruments removed from it. */
  unsubscribe?: number[];
  /** true after POST /websocket/start, false after /stop. */
  streaming?: boolean;
  /** Replica that made the change, so it does not apply it twice. */
  origin: string;
}
