import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FeedStatus, Instrument, Tick } from '@app/contracts';
import { orderChecksum } from '@app/kite';
import type { FeedListener } from '../../apps/market/src/feeds/market-feed.js';
import { INFY_FULL_SAMPLE, fullPacket, indexPacket } from '../../apps/market/src/feeds/kite/kite-frame-builder.js';
import type { FakeKite } from './fake-kite/fake-kite.js';

export const API_KEY = 'kite-key';
export const ACCESS_TOKEN = 'kite-token';
export const INFY = 408065;
export const SBIN = 779521;
export const NIFTY_50 = 256265;

/** A message the client sent the ticker: subscribe, mode or unsubscribe. */
export interface ClientMessage {
  a: string;
  v: unknown[];
}

export interface ServerConnection {
  socket: WebSocket;
  /** The access token the connection was opened with. */
  accessToken: string;
  at: number;
  messages: ClientMessage[];
  closeCode?: number;
}

/**
 * A stand-in for wss://ws.kite.trade: checks credentials and the version header like the real one, answering
 * 403 otherwise. By default it takes API_KEY with ACCESS_TOKEN; `useSessionsOf(kite)` makes it take the
 * fake Kite's sessions instead (tokens issued at run time, refused once expired, as after 06:00 IST).
 */
export class FakeKiteTicker {
  readonly connections: ServerConnection[] = [];
  /** Times of every upgrade attempt, accepted or not. */
  readonly attempts: number[] = [];
  /** Refused upgrades, with the token they came with. */
  readonly refused: { at: number; accessToken: string | null }[] = [];
  /** Whether to refuse the upgrade with the given 1-based attempt number, as if the token were revoked. */
  reject: (attempt: number) => boolean = () => false;
  private readonly server: WebSocketServer;
  private apiKey = API_KEY;
  private apiSecret = 'kite-secret';
  private tokenValid: (token: string) => boolean = (token) => token === ACCESS_TOKEN;

  private constructor() {
    this.server = new WebSocketServer({
      port: 0,
      verifyClient: ({ req }, accept) => {
        this.attempts.push(performance.now());
        const query = new URL(req.url ?? '/', 'ws://localhost').searchParams;
        const token = query.get('access_token');
        const valid =
          query.get('api_key') === this.apiKey &&
          token !== null &&
          this.tokenValid(token) &&
          req.headers['x-kite-version'] === '3';
        if (this.reject(this.attempts.length) || !valid) {
          this.refused.push({ at: performance.now(), accessToken: token });
          accept(false, 403, 'Forbidden');
        } else accept(true);
      },
    });
    this.server.on('connection', (socket, req) => {
      const accessToken = new URL(req.url ?? '/', 'ws://localhost').searchParams.get('access_token') ?? '';
      const connection: ServerConnection = { socket, accessToken, at: performance.now(), messages: [] };
      socket.on('message', (data) => connection.messages.push(JSON.parse(data.toString()) as ClientMessage));
      socket.on('close', (code) => (connection.closeCode = code));
      this.connections.push(connection);
    });
  }

  static async start(): Promise<FakeKiteTicker> {
    const fake = new FakeKiteTicker();
    await new Promise<void>((resolve) => fake.server.once('listening', resolve));
    return fake;
  }

  get url(): string {
    return `ws://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Takes the fake Kite's API key and its live sessions from now on; its secret signs order messages. */
  useSessionsOf(kite: FakeKite): void {
    this.apiKey = kite.apiKey;
    this.apiSecret = kite.apiSecret;
    this.tokenValid = (token) => {
      const session = kite.sessions.get(token);
      return session !== undefined && !session.expired;
    };
  }

  /** Closes the connections whose token no longer works (after the fake Kite expired its sessions); answers how many. */
  dropInvalid(): number {
    const stale = this.connections.filter(
      (c) => c.socket.readyState === c.socket.OPEN && !this.tokenValid(c.accessToken),
    );
    for (const c of stale) c.socket.close(1000, 'token expired');
    return stale.length;
  }

  /** Open connections made with this token. */
  connectionsOf(accessToken: string): ServerConnection[] {
    return this.connections.filter((c) => c.accessToken === accessToken && c.socket.readyState === c.socket.OPEN);
  }

  /**
   * Sends `{"type": "order", "data": ...}` to the token's connections, as Kite does when an order of that
   * account changes, with Kite's checksum over order_id and order_timestamp. Answers the data sent.
   */
  sendOrderMessage(
    accessToken: string,
    order: Record<string, unknown> & { order_id: string; order_timestamp: string },
  ): Record<string, unknown> {
    const data = { ...order, checksum: orderChecksum(order.order_id, order.order_timestamp, this.apiSecret) };
    const targets = this.connectionsOf(accessToken);
    if (targets.length === 0) throw new Error('no open ticker connection with that token');
    for (const c of targets) c.socket.send(JSON.stringify({ type: 'order', data }));
    return data;
  }

  latest(): ServerConnection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('no connection yet');
    return connection;
  }

  async close(): Promise<void> {
    for (const client of this.server.clients) client.terminate();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A feed listener that keeps everything the feed reports. */
export function recorder() {
  const batches: Tick[][] = [];
  const statuses: FeedStatus[] = [];
  const errors: string[] = [];
  const listener: FeedListener = {
    ticks: (ticks) => batches.push(ticks),
    status: (status) => statuses.push(status),
    error: (message) => errors.push(message),
  };
  return { listener, batches, statuses, errors, states: () => statuses.map((s) => s.state) };
}

/** An NSE equity of the given token, as the feed is asked to stream it. */
export function instrument(token: number): Instrument {
  return {
    instrument_token: token,
    exchange_token: token >> 8,
    tradingsymbol: `T${token}`,
    name: `T${token}`,
    last_price: 100,
    expiry: null,
    strike: 0,
    tick_size: 0.05,
    lot_size: 1,
    instrument_type: 'EQ',
    segment: 'NSE',
    exchange: 'NSE',
    isin: null,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(condition: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** What the client sends to stream tokens: a subscribe, then full mode for the same tokens. */
export const subscribeAndMode = (tokens: number[]): ClientMessage[] => [
  { a: 'subscribe', v: tokens },
  { a: 'mode', v: ['full', tokens] },
];

/** INFY in full mode, as kiteconnect-mocks' ticker_full.packet decodes. */
export const infyFull = fullPacket(INFY_FULL_SAMPLE);

/** NIFTY 50 in full index mode. */
export const niftyFull = indexPacket({
  token: NIFTY_50,
  ltp: 2245065,
  high: 2250010,
  low: 2240000,
  open: 2248000,
  close: 2245100,
  change: -35,
  exchangeTimestamp: 1625461887,
});
