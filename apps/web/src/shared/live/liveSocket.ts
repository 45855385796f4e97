import type { AlertFiredPush } from '@app/contracts/alerts/rule-types';
import type { TargetAlert } from '@app/contracts/alerts/subjects';
import type { ImportProgress } from '@app/contracts/ledger/types';
import {
  CLIENT_EVENTS,
  type OrderUpdatePush,
  SERVER_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type WebsocketStatusEvent,
} from '@app/contracts/live/socket-events';
import { io, type Socket } from 'socket.io-client';
import toast from 'react-hot-toast';
import { config } from '../config';
import { priceStore } from './priceStore';
import { isAbnormalClosure, reconnectDelay, SOCKET_POLICY } from './socketPolicy';
import { subscriptions } from './subscriptions';

export type ConnectionState = 'connected' | 'connecting' | 'disconnected';

/** The browser's end of the gateway's Socket.IO events, typed by the contract's event maps. */
export type LiveSocketClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveSnapshot {
  state: ConnectionState;
  /** Why the last disconnect happened, as Socket.IO reports it. */
  reason: string | null;
  lastHeartbeatAt: number | null;
  /** The `websocket_status` events heard so far, merged (a later field wins). */
  feed: WebsocketStatusEvent | null;
  attempts: number;
}

type Listener = () => void;
type AlertListener = (alert: TargetAlert) => void;
type OrderListener = (update: OrderUpdatePush) => void;
type AlertFiredListener = (push: AlertFiredPush) => void;
type ImportProgressListener = (progress: ImportProgress) => void;

/**
 * The app's one Socket.IO connection: cookie-authenticated, polling then upgrade,
 * 5 reconnect attempts 1 s doubling to 10 s, a 30 s connect timeout; ticks go to the price store,
 * target alerts and order updates to whoever listens.
 */
class LiveSocket {
  private socket: LiveSocketClient | null = null;
  private snapshot: LiveSnapshot = {
    state: 'disconnected',
    reason: null,
    lastHeartbeatAt: null,
    feed: null,
    attempts: 0,
  };
  private readonly listeners = new Set<Listener>();
  private readonly alertListeners = new Set<AlertListener>();
  private readonly orderListeners = new Set<OrderListener>();
  private readonly firedListeners = new Set<AlertFiredListener>();
  private readonly importListeners = new Set<ImportProgressListener>();
  private refusedAttempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Tries to renew the session when the handshake is refused (the access cookie expired). */
  renewSession: () => Promise<boolean> = async () => false;

  getSnapshot = (): LiveSnapshot => this.snapshot;

  subscribe = (fn: Listener): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  onTargetAlert(fn: AlertListener): () => void {
    this.alertListeners.add(fn);
    return () => this.alertListeners.delete(fn);
  }

  /** `alert_fired`: one of the user's alert rules fired (its in-app channel). */
  onAlertFired(fn: AlertFiredListener): () => void {
    this.firedListeners.add(fn);
    return () => this.firedListeners.delete(fn);
  }

  /** `order_update`: one of the user's orders changed (placed, filled, cancelled, rejected). */
  onOrderUpdate(fn: OrderListener): () => void {
    this.orderListeners.add(fn);
    return () => this.orderListeners.delete(fn);
  }

  /** `import_progress`: one of the user's imports is being parsed or committed. */
  onImportProgress(fn: ImportProgressListener): () => void {
    this.importListeners.add(fn);
    return () => this.importListeners.delete(fn);
  }

  private set(patch: Partial<LiveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn();
  }

  connect(): void {
    if (this.socket?.connected) return;
    try {
      if (!this.socket) this.socket = this.create();
      this.set({ state: 'connecting' });
      this.socket.connect();
    } catch (e) {
      console.error('Failed to initialize WebSocket', e);
      toast.error('Failed to initialize WebSocket');
      this.set({ state: 'disconnected', reason: 'init failed' });
    }
  }

  disconnect(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.refusedAttempts = 0;
    subscriptions.attach(null);
    if (this.socket) {
      this.socket.removeAllListeners();
      this.socket.io.removeAllListeners();
      this.socket.disconnect();
      this.socket = null;
    }
    this.set({ state: 'disconnected', reason: 'client disconnect', attempts: 0 });
  }

  /** Drops the connection and opens a new one a second later. */
  forceReconnect(): void {
    this.disconnect();
    this.set({ state: 'connecting' });
    this.retryTimer = setTimeout(() => this.connect(), SOCKET_POLICY.forcedReconnectDelayMs);
  }

  /** Round trip to the server; false when it does not answer within 5 s. */
  async testConnection(): Promise<boolean> {
    if (!this.socket?.connected) return false;
    try {
      const answer = await this.socket
        .timeout(SOCKET_POLICY.testTimeoutMs)
        .emitWithAck(CLIENT_EVENTS.testConnection, {});
      return answer?.success === true;
    } catch {
      return false;
    }
  }

  private emitAck(
    event: typeof CLIENT_EVENTS.subscribe | typeof CLIENT_EVENTS.unsubscribe,
    tokens: number[],
  ): Promise<void> {
    const socket = this.socket;
    if (!socket?.connected) return Promise.reject(new Error('not connected'));
    return socket
      .timeout(10_000)
      .emitWithAck(event, { instruments: tokens })
      .then((ack) => {
        if (!ack?.success) throw new Error(ack?.error ?? `${event} failed`);
      });
  }

  private create(): LiveSocketClient {
    const socket: LiveSocketClient = io({
      path: config.socketPath,
      transports: ['polling', 'websocket'],
      withCredentials: true,
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: SOCKET_POLICY.reconnectAttempts,
      reconnectionDelay: SOCKET_POLICY.reconnectDelayMs,
      reconnectionDelayMax: SOCKET_POLICY.reconnectDelayMaxMs,
      randomizationFactor: 0,
      timeout: SOCKET_POLICY.connectTimeoutMs,
      // One event per feed frame instead of one per tick.
      auth: { batch: true },
    });

    socket.on('connect', () => {
      this.refusedAttempts = 0;
      this.set({ state: 'connected', reason: null, attempts: 0 });
      subscriptions.attach({
        subscribe: (t) => this.emitAck(CLIENT_EVENTS.subscribe, t),
        unsubscribe: (t) => this.emitAck(CLIENT_EVENTS.unsubscribe, t),
      });
    });
    socket.on(SERVER_EVENTS.connectionStatus, (e) => {
      if (e?.status === 'connected' && this.snapshot.state !== 'connected')
        this.set({ state: 'connected', reason: null });
    });
    socket.on('disconnect', (reason) => {
      subscriptions.attach(null);
      // The server closed us on purpose (a revoked session): Socket.IO will not retry by itself.
      const retrying = socket.active;
      this.set({ state: retrying ? 'connecting' : 'disconnected', reason });
    });
    socket.on('connect_error', (err) => {
      if (socket.active) {
        // A transport failure: the manager retries with the policy's back-off.
        this.set({ state: 'connecting', reason: err.message });
        return;
      }
      // The handshake was refused (an expired access cookie): renew the session, then retry ourselves.
      this.refusedAttempts += 1;
      if (this.refusedAttempts > SOCKET_POLICY.reconnectAttempts) {
        this.giveUp();
        return;
      }
      this.set({ state: 'connecting', reason: err.message, attempts: this.refusedAttempts });
      const attempt = this.refusedAttempts;
      this.retryTimer = setTimeout(async () => {
        await this.renewSession().catch(() => false);
        if (this.socket === socket) socket.connect();
      }, reconnectDelay(attempt));
    });
    socket.io.on('reconnect_attempt', (attempt) => this.set({ state: 'connecting', attempts: attempt }));
    socket.io.on('reconnect_failed', () => this.giveUp());

    socket.on(SERVER_EVENTS.marketData, (tick) => priceStore.apply([tick]));
    socket.on(SERVER_EVENTS.marketDataBatch, (ticks) => priceStore.apply(ticks));
    socket.on(SERVER_EVENTS.heartbeat, () => this.set({ lastHeartbeatAt: Date.now() }));
    socket.on(SERVER_EVENTS.websocketStatus, (status) => this.set({ feed: { ...this.snapshot.feed, ...status } }));
    socket.on(SERVER_EVENTS.websocketError, (e) => {
      if (isAbnormalClosure(e?.error)) {
        this.forceReconnect();
        return;
      }
      toast.error(`WebSocket connection error: ${e?.error || 'Unknown error'}`, { id: 'websocket-error' });
    });
    socket.on(SERVER_EVENTS.targetAlert, (alert) => {
      for (const fn of this.alertListeners) fn(alert);
    });
    socket.on(SERVER_EVENTS.alertFired, (push) => {
      for (const fn of this.firedListeners) fn(push);
    });
    socket.on(SERVER_EVENTS.orderUpdate, (update) => {
      for (const fn of this.orderListeners) fn(update);
    });
    socket.on(SERVER_EVENTS.importProgress, (progress) => {
      for (const fn of this.importListeners) fn(progress);
    });
    return socket;
  }

  private giveUp(): void {
    console.warn('Max reconnection attempts reached');
    this.set({ state: 'disconnected', reason: 'Max reconnection attempts reached' });
    toast.error('Failed to connect to real-time data', { id: 'realtime-failed' });
  }
}

export const liveSocket = new LiveSocket();
