import { afterEach, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FeedStatus, Instrument, Tick } from '@app/contracts';
import type { FeedListener } from '../../apps/market/src/feeds/market-feed.js';
import { HEARTBEAT, frame, fullPacket, indexPacket, ltpPacket } from '../../apps/market/src/feeds/kite/kite-frame-builder.js';
import { KiteTickerFeed, type KiteTickerFeedOptions } from '../../apps/market/src/feeds/kite/kite-ticker-feed.js';

const API_KEY = 'kite-key';
const ACCESS_TOKEN = 'kite-token';
const INFY = 408065;
const SBIN = 779521;
const NIFTY_50 = 256265;

interface ClientMessage {
  a: string;
  v: unknown[];
}

interface ServerConnection {
  socket: WebSocket;
  at: number;
  messages: ClientMessage[];
  closeCode?: number;
}

/** A stand-in for wss://ws.kite.trade: checks credentials and the version header like the real one, answering 403 otherwise. */
class FakeKiteTicker {
  readonly connections: ServerConnection[] = [];
  /** Times of every upgrade attempt, accepted or not. */
  readonly attempts: number[] = [];
  /** Whether to refuse the upgrade with the given 1-based attempt number, as if the token were revoked. */
  reject: (attempt: number) => boolean = () => false;
  private readonly server: WebSocketServer;

  private constructor() {
    this.server = new WebSocketServer({
      port: 0,
      verifyClient: ({ req }, accept) => {
        this.attempts.push(performance.now());
        const query = new URL(req.url ?? '/', 'ws://localhost').searchParams;
        const valid = query.get('api_key') === API_KEY && query.get('access_token') === ACCESS_TOKEN && req.headers['x-kite-version'] === '3';
        if (this.reject(this.attempts.length) || !valid) accept(false, 403, 'Forbidden');
        else accept(true);
      },
    });
    this.server.on('connection', (socket) => {
      const connection: ServerConnection = { socket, at: performance.now(), messages: [] };
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

function recorder() {
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

function instrument(token: number): Instrument {
  return {
    instrument_token: token, exchange_token: token >> 8, tradingsymbol: `T${token}`, name: `T${token}`, last_price: 100,
    expiry: null, strike: 0, tick_size: 0.05, lot_size: 1, instrument_type: 'EQ', segment: 'NSE', exchange: 'NSE',
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

const subscribeAndMode = (tokens: number[]): ClientMessage[] => [
  { a: 'subscribe', v: tokens },
  { a: 'mode', v: ['full', tokens] },
];

const infyFull = fullPacket({
  token: INFY, ltp: 157370, ltq: 7, atp: 157037, volume: 1192471, buyQty: 256443, sellQty: 363009,
  open: 156915, high: 157500, low: 156105, close: 156780, lastTradeTime: 1625461887, oi: 0, oiDayHigh: 0, oiDayLow: 0,
  exchangeTimestamp: 1625461887, bids: [{ qty: 5, price: 157340, orders: 1 }], asks: [{ qty: 172, price: 157370, orders: 3 }],
});
const niftyFull = indexPacket({ token: NIFTY_50, ltp: 2245065, high: 2250010, low: 2240000, open: 2248000, close: 2245100, change: -35, exchangeTimestamp: 1625461887 });

let fake: FakeKiteTicker | undefined;
let feed: KiteTickerFeed | undefined;

function newFeed(options: Partial<KiteTickerFeedOptions> = {}): KiteTickerFeed {
  feed = new KiteTickerFeed({
    apiKey: API_KEY, accessToken: ACCESS_TOKEN, url: fake!.url, readTimeoutMs: 1000, minDelayMs: 50, maxDelayMs: 400,
    now: () => new Date('2026-03-02T04:00:00.000Z'), ...options,
  });
  return feed;
}

afterEach(async () => {
  await feed?.stop();
  await fake?.close();
  feed = undefined;
  fake = undefined;
});

describe('KiteTickerFeed against a local ticker server', () => {
  it('authenticates, subscribes numeric tokens in full mode and hands over one batch per binary frame', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed().start([instrument(INFY), instrument(NIFTY_50)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'subscribe and mode');

    expect(fake.attempts).toHaveLength(1);
    const sent = fake.latest().messages;
    expect(sent).toEqual(subscribeAndMode([INFY, NIFTY_50]));
    expect(sent[0].v.every((t) => typeof t === 'number')).toBe(true);
    expect(rec.states()).toEqual(['connecting', 'connected']);
    expect(rec.statuses[1]).toMatchObject({ feed: 'kite', connected: true, subscribed: 2, last_tick_at: null });

    const server = fake.latest().socket;
    server.send(HEARTBEAT);
    server.send(frame([infyFull, niftyFull]));
    server.send(frame([ltpPacket(INFY, 157500)]));
    server.send('{"type":"message","data":"Exchange notice"}');
    server.send('{"type":"order","data":{"order_id":"1"}}');
    server.send('{"type":"error","data":"Too many requests"}');
    await waitFor(() => rec.errors.length === 1, 'the error message');

    expect(rec.batches).toHaveLength(2);
    const [infy, nifty] = rec.batches[0];
    expect(infy).toEqual({
      instrument_token: INFY, last_price: 1573.7, ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
      change: 5.9, change_percent: (5.9 * 100) / 1567.8, volume: 1192471, timestamp: '2021-07-05T05:11:27.000Z',
    });
    expect(nifty).toMatchObject({ instrument_token: NIFTY_50, last_price: 22450.65, ohlc: { open: 22480, high: 22500.1, low: 22400, close: 22451 }, change: -0.35, volume: 0 });
    // The ltp packet carries no range: it takes the last full packet's.
    expect(rec.batches[1]).toEqual([
      expect.objectContaining({ instrument_token: INFY, last_price: 1575, ohlc: infy.ohlc, change: 7.2, volume: 1192471, timestamp: '2026-03-02T04:00:00.000Z' }),
    ]);
    expect(rec.errors).toEqual(['Too many requests']);
    expect(feed!.status()).toMatchObject({ state: 'connected', last_tick_at: '2026-03-02T04:00:00.000Z' });

    feed!.subscribe([instrument(SBIN), instrument(INFY)]);
    feed!.unsubscribe([NIFTY_50, 12345]);
    await waitFor(() => fake!.latest().messages.length === 5, 'subscribe, mode and unsubscribe');
    expect(fake.latest().messages.slice(2)).toEqual([...subscribeAndMode([SBIN]), { a: 'unsubscribe', v: [NIFTY_50] }]);
    expect(feed!.status().subscribed).toBe(2);

    // Ticks of an unsubscribed token that are still in flight are dropped.
    server.send(frame([niftyFull, ltpPacket(SBIN, 80000)]));
    await waitFor(() => rec.batches.length === 3, 'the SBIN tick');
    expect(rec.batches[2].map((t) => t.instrument_token)).toEqual([SBIN]);

    await feed!.stop();
    await waitFor(() => fake!.latest().closeCode !== undefined, 'the close frame');
    expect(fake.latest().closeCode).toBe(1000);
    expect(rec.states().at(-1)).toBe('stopped');
  });

  it('reconnects after the server drops the connection and resubscribes the same tokens', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed({ minDelayMs: 100 }).start([instrument(INFY), instrument(NIFTY_50)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'first subscription');
    feed!.subscribe([instrument(SBIN)]);
    feed!.unsubscribe([NIFTY_50]);
    await waitFor(() => fake!.connections[0].messages.length === 5, 'changes to the subscription');

    const dropped = performance.now();
    fake.latest().socket.terminate();
    await waitFor(() => fake!.connections[1]?.messages.length === 2, 'resubscription');

    expect(fake.connections[1].at - dropped).toBeGreaterThanOrEqual(95);
    expect(fake.connections[1].messages).toEqual(subscribeAndMode([INFY, SBIN]));
    expect(rec.states()).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    expect(rec.statuses[2]).toMatchObject({ connected: false, subscribed: 2, message: expect.stringContaining('closed the connection') });

    fake.latest().socket.send(frame([ltpPacket(SBIN, 80050)]));
    await waitFor(() => rec.batches.length === 1, 'a tick on the new connection');
    expect(rec.batches[0][0]).toMatchObject({ instrument_token: SBIN, last_price: 800.5 });
  });

  it('keeps a connection that only sends heartbeats, and replaces one that goes silent', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed({ readTimeoutMs: 300, minDelayMs: 50 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => fake!.connections.length === 1, 'first connection');

    const first = fake.latest().socket;
    let lastHeartbeat = 0;
    for (let i = 0; i < 6; i++) {
      await sleep(100);
      first.send(HEARTBEAT);
      lastHeartbeat = performance.now();
    }
    expect(fake.connections).toHaveLength(1);
    expect(rec.states()).toEqual(['connecting', 'connected']);

    // The server stays connected but sends nothing more: 300 ms of silence, then the 50 ms reconnect delay.
    await waitFor(() => fake!.connections[1]?.messages.length === 2, 'reconnection after silence');
    expect(fake.connections[1].at - lastHeartbeat).toBeGreaterThanOrEqual(340);
    expect(fake.connections[1].messages).toEqual(subscribeAndMode([INFY]));
    expect(rec.statuses[2]).toMatchObject({ state: 'disconnected', message: 'kite ticker sent nothing for 300 ms' });
    expect(rec.batches).toEqual([]);
  });

  it('reports a 403 on the upgrade, retries with growing delays up to the cap, and connects once accepted', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = (attempt) => attempt <= 5;
    const rec = recorder();
    await newFeed({ minDelayMs: 40, maxDelayMs: 90 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => rec.errors.length === 5, 'five refusals');

    const gaps = fake.attempts.slice(1).map((t, i) => t - fake!.attempts[i]);
    // Uncapped, the delays would be 40, 80, 160, 320 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(38);
    expect(gaps[1]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeGreaterThanOrEqual(88);
    expect(gaps[3]).toBeGreaterThanOrEqual(88);
    expect(gaps[3]).toBeLessThan(200);
    expect(new Set(rec.errors).size).toBe(1);
    expect(rec.errors[0]).toMatch(/HTTP 403.*KITE_ACCESS_TOKEN/);
    expect(rec.statuses.find((s) => s.state === 'disconnected')?.message).toMatch(/HTTP 403/);

    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'subscription once accepted');
    expect(fake.connections[0].messages).toEqual(subscribeAndMode([INFY]));
    expect(feed!.status().state).toBe('connected');
  });

  it('starts the back-off again from the minimum after a successful connection', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = (attempt) => attempt <= 3;
    const rec = recorder();
    await newFeed({ minDelayMs: 30, maxDelayMs: 5000 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'connection after three refusals');

    const dropped = performance.now();
    fake.latest().socket.terminate();
    await waitFor(() => fake!.connections.length === 2, 'reconnection');
    // Without the reset this delay would be 240 ms (fourth attempt).
    expect(fake.connections[1].at - dropped).toBeLessThan(150);
    expect(rec.errors).toHaveLength(3);
  });

  it('stops retrying when stopped between attempts, and a restart leaves no stale retry behind', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = () => true;
    const rec = recorder();
    const kite = newFeed({ minDelayMs: 100 });
    await kite.start([instrument(INFY)], rec.listener);
    await waitFor(() => rec.errors.length === 1 && rec.states().at(-1) === 'disconnected', 'the first rejection');
    await kite.stop();
    expect(rec.states().at(-1)).toBe('stopped');
    expect(kite.status()).toMatchObject({ state: 'stopped', connected: false });

    // Restarted before the old retry was due: that retry must not open a second connection.
    fake.reject = () => false;
    const rec2 = recorder();
    await kite.start([instrument(SBIN)], rec2.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'the restarted subscription');
    await sleep(250);
    expect(fake.attempts).toHaveLength(2);
    expect(fake.connections).toHaveLength(1);
    expect(fake.connections[0].messages).toEqual(subscribeAndMode([SBIN]));
    expect(rec.statuses.filter((s) => s.state === 'stopped')).toHaveLength(1);

    fake.reject = () => true;
    fake.latest().socket.terminate();
    await waitFor(() => rec2.errors.length === 1 && rec2.states().at(-1) === 'disconnected', 'the refused reconnection');
    await kite.stop();
    await sleep(250);
    expect(fake.attempts).toHaveLength(3);
  });
});
