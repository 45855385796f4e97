import type { Actor } from '../auth/types.js';
import type { TargetAlert } from '../alerts/subjects.js';
import type { AlertFiredPush } from '../alerts/rule-types.js';
import type { FieldError } from '../shared/errors.js';
import type { FeedStatus, Tick } from '../market/types.js';
import type { Order } from '../portfolio/types.js';
import type { BrokerSource } from '../broker/types.js';
import type { ImportProgress } from '../ledger/types.js';

/** `order_update`: the order as it stands now, and where it lives. */
export interface OrderUpdatePush {
  source: BrokerSource;
  order: Order;
}

/** Sent to a socket once it is admitted. */
export interface ConnectionStatusEvent {
  status: 'connected';
  socket_id: string;
  timestamp: string;
}

/** The answer to `test_connection`, as an ack and as its own event. */
export interface ConnectionTestAnswer {
  success: true;
  message: string;
  timestamp: string;
}

/** The user started or stopped streaming (POST /websocket/start or /stop). */
export interface StreamingStatusEvent {
  status: 'started' | 'stopped';
  streaming: boolean;
  feed: FeedStatus;
}

/** The market feed connected, disconnected, started or stopped. */
export type FeedStateEvent = { status: FeedStatus['state'] } & FeedStatus;

export type WebsocketStatusEvent = StreamingStatusEvent | FeedStateEvent;

export interface WebsocketErrorEvent {
  error: string;
  details?: FieldError[] | unknown;
}

export interface HeartbeatEvent {
  timestamp: string;
}

/** Body of `subscribe` and `unsubscribe`. */
export interface SubscribeInstrumentsBody {
  instruments: number[];
}

/** The ack of `subscribe` and `unsubscribe`: the user's whole subscription after the change. */
export type SubscriptionAck =
  { success: true; instruments: number[] } | { success: false; error: string; details?: FieldError[] | unknown };

/** Names of the events the gateway sends to browsers: each is typed here once, and nowhere else. */
export const SERVER_EVENTS = {
  connectionStatus: 'connection_status',
  connectionTestResponse: 'connection_test_response',
  websocketStatus: 'websocket_status',
  websocketError: 'websocket_error',
  heartbeat: 'heartbeat',
  marketData: 'market_data',
  marketDataBatch: 'market_data_batch',
  targetAlert: 'target_alert',
  alertFired: 'alert_fired',
  orderUpdate: 'order_update',
  importProgress: 'import_progress',
} as const;

/** Names of the events browsers send to the gateway. */
export const CLIENT_EVENTS = {
  testConnection: 'test_connection',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
} as const;

/** Events the gateway sends to browsers (the generic of the server and of the browser's socket). */
export interface ServerToClientEvents {
  [SERVER_EVENTS.connectionStatus]: (event: ConnectionStatusEvent) => void;
  [SERVER_EVENTS.connectionTestResponse]: (answer: ConnectionTestAnswer) => void;
  [SERVER_EVENTS.websocketStatus]: (event: WebsocketStatusEvent) => void;
  [SERVER_EVENTS.websocketError]: (event: WebsocketErrorEvent) => void;
  [SERVER_EVENTS.heartbeat]: (event: HeartbeatEvent) => void;
  /** One tick, for sockets that did not ask for batches. */
  [SERVER_EVENTS.marketData]: (tick: Tick) => void;
  /** Every tick of one feed frame for the user's instruments, for sockets that asked for batches. */
  [SERVER_EVENTS.marketDataBatch]: (ticks: Tick[]) => void;
  [SERVER_EVENTS.targetAlert]: (alert: TargetAlert) => void;
  /** An alert rule of the user fired (its in-app channel). */
  [SERVER_EVENTS.alertFired]: (event: AlertFiredPush) => void;
  /** An order of the user changed state (placed, filled, cancelled, rejected), from Kite or the paper broker. */
  [SERVER_EVENTS.orderUpdate]: (event: OrderUpdatePush) => void;
  /** An import of the user's is being parsed or committed: drives the Import page's progress bar. */
  [SERVER_EVENTS.importProgress]: (event: ImportProgress) => void;
}

/** Events browsers send to the gateway, each answered through its ack. */
export interface ClientToServerEvents {
  [CLIENT_EVENTS.testConnection]: (body: object, ack: (answer: ConnectionTestAnswer) => void) => void;
  [CLIENT_EVENTS.subscribe]: (body: SubscribeInstrumentsBody, ack: (answer: SubscriptionAck) => void) => void;
  [CLIENT_EVENTS.unsubscribe]: (body: SubscribeInstrumentsBody, ack: (answer: SubscriptionAck) => void) => void;
}

/** What the gateway keeps on each admitted socket. */
export interface SocketData {
  actor: Actor;
}
