import type { Order } from '../portfolio/types.js';
import type { BrokerConnectionState, BrokerSource } from './types.js';

/** Request/reply subjects of the broker connection, answered by the portfolio service (queue group 'portfolio'). */
export const BROKER_SUBJECTS = {
  connect: 'portfolio.broker.connect',
  callback: 'portfolio.broker.callback',
  status: 'portfolio.broker.status',
  disconnect: 'portfolio.broker.disconnect',
  setMode: 'portfolio.broker.mode.set',
  connections: 'portfolio.broker.connections.list',
  setFeedAccount: 'portfolio.broker.feed-account.set',
  feedSession: 'portfolio.broker.feed-session.get',
  positions: 'portfolio.broker.positions.list',
  trades: 'portfolio.broker.trades.list',
  orderModify: 'portfolio.order.modify',
} as const;
export type BrokerSubject = (typeof BROKER_SUBJECTS)[keyof typeof BROKER_SUBJECTS];

/** Broadcasts about broker connections and orders (core NATS). */
export const BROKER_EVENTS = {
  /** BrokerConnectionChanged: a connection was made, expired or dropped. */
  connectionChanged: 'broker.connection.changed',
  /** FeedSessionChanged: the feed account's session appeared, changed or went away; the market re-reads it. */
  feedSessionChanged: 'broker.feed-session.changed',
  /** KiteOrderMessage: an `order` text message the market's ticker received, for the portfolio to verify and apply. */
  kiteOrderMessage: 'broker.kite.order-message',
  /** OrderUpdateEvent: an order of a user changed; the gateway pushes it to that user's sockets as `order_update`. */
  orderUpdated: 'broker.order.updated',
} as const;

export interface BrokerConnectionChanged {
  userId: string;
  state: BrokerConnectionState;
  kite_user_id: string | null;
}

export interface FeedSessionChanged {
  /** null when no feed account is connected any more. */
  userId: string | null;
  reason: string;
}

export interface KiteOrderMessage {
  /** The `data` of `{"type": "order", "data": {...}}`, as received. */
  data: Record<string, unknown>;
  received_at: string;
}

export interface OrderUpdateEvent {
  userId: string;
  source: BrokerSource;
  order: Order;
}
