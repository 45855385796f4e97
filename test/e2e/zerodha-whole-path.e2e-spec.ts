import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  BROKER_EVENTS,
  DEMO_USERS,
  MARKET_EVENTS,
  type FeedStatus,
  type KiteOrderMessage,
  type TickBatch,
} from '@app/contracts';
import { orderChecksum } from '@app/kite';
import { apiAs, newUser } from '../support/hostile-cases.js';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { FakeKiteTicker } from '../support/kite-fixtures.js';
import { FakeKite } from '../support/fake-kite/fake-kite.js';
import { accountRoutes, type AccountRoutes } from '../support/fake-kite/account-routes.js';
import { holdingRow } from '../support/fake-kite/account-shapes.js';
import { openSocket } from '../support/fake-kite/kite-broker-stack.js';
import { KITE_TEST_APP, loginAtFakeKite } from '../support/fake-kite/kite-login.js';
import { sessionRoutes } from '../support/fake-kite/session-routes.js';

// Connect -> feed account -> holdings -> order -> fill told by Kite's ticker -> disconnect, through the
// gateway with every service running and the market's ticker on the fake Kite ticker. The fill's only
// way to the admin's socket is ticker -> market -> NATS -> portfolio (checksum) -> gateway: the portfolio
// polls an order's history only once a minute here, and the test counts those reads.

const KITE_ID = 'AB1234';
const { admin } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let kite: FakeKite;
let account: AccountRoutes;
let ticker: FakeKiteTicker;
let nc: NatsConnection;
let base: string;
let adminCookie: string;
let token: string;
let adminSocket: Awaited<ReturnType<typeof openSocket>>;
let customerSocket: Awaited<ReturnType<typeof openSocket>>;
const statuses: FeedStatus[] = [];
const batches: TickBatch[] = [];
/** The ticker's order messages as the market published them on NATS. */
const forwarded: KiteOrderMessage[] = [];

type Held = { tradingsymbol: string; quantity: number };
const adminApi = () => apiAs(base, adminCookie);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The first feed status published from `from` on that passes `test`. */
const statusFrom = async (from: number, what: string, test: (s: FeedStatus) => boolean): Promise<FeedStatus> =>
  (await waitFor(what, () => statuses.slice(from).find(test)))!;
const websocketStatuses = () =>
  adminSocket.events.filter((e) => e.name === 'websocket_status').map((e) => e.args[0] as FeedStatus);

beforeAll(async () => {
  infra = await setUpInfra();
  kite = await FakeKite.start(KITE_TEST_APP);
  // The market's quote calls sign with the admin's token too; Kite's 429s are the broker-data files' concern.
  kite.perSecondLimit = 1000;
  account = accountRoutes();
  kite.use(...account);
  kite.addAccount({
    userId: KITE_ID,
    userName: 'Asha Rao',
    shortName: 'Asha',
    holdings: [holdingRow('INFY', 408065, 10, 1450.5, 1512.25, 1500), holdingRow('TCS', 2953217, 4, 3900, 3950)],
  });
  ticker = await FakeKiteTicker.start();
  ticker.useSessionsOf(kite);
  const kiteApp = {
    KITE_API_KEY: KITE_TEST_APP.apiKey,
    KITE_API_URL: kite.url,
    BROKER_TOKEN_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    KITE_HTTP_TIMEOUT_MS: '2000',
  };
  nc = await connect({ servers: infra.nats.url });
  nc.subscribe(MARKET_EVENTS.feedStatusChanged, { callback: (_e, m) => void statuses.push(m.json<FeedStatus>()) });
  nc.subscribe(MARKET_EVENTS.ticks, { callback: (_e, m) => void batches.push(m.json<TickBatch>()) });
  nc.subscribe(BROKER_EVENTS.kiteOrderMessage, { callback: (_e, m) => void forwarded.push(m.json()) });
  await nc.flush();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '200' });
  await stack.startService('auth');
  await stack.startService('portfolio', {
    ...kiteApp,
    KITE_API_SECRET: KITE_TEST_APP.apiSecret,
    KITE_LOGIN_URL: `${kite.url}/connect/login`,
    KITE_ORDER_POLL_MS: '60000',
  });
  await stack.startService('market', { ...kiteApp, KITE_TICKER_URL: ticker.url });
  await stack.startServices(['settings', 'alerts']);
  base = await stack.startGateway();
  kite.use(...sessionRoutes({ redirectUrl: `${base}/api/broker/kite/callback` }));
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  const customer = await newUser(base, `customer.${Date.now()}@example.com`);
  adminSocket = await openSocket(base, adminCookie);
  customerSocket = await openSocket(base, customer.cookie);
}, 120_000);

afterAll(async () => {
  adminSocket?.socket.close();
  customerSocket?.socket.close();
  await nc?.close();
  await stack?.close();
  await ticker?.close();
  await kite?.close();
  await infra?.close();
});

describe('the whole Zerodha path, through the gateway', () => {
  it("connects the admin at the fake Kite's login page, the callback going through the gateway", async () => {
    expect((await adminApi().get('/broker/status')).body.data.broker.state).toBe('disconnected');
    const { callbackPath } = await loginAtFakeKite(base, kite, adminCookie, KITE_ID);
    const back = await request(base).get(callbackPath).set('Cookie', adminCookie);
    expect([back.status, back.headers.location]).toEqual([302, '/settings?broker=connected']);
    token = [...kite.sessions.values()].find((s) => s.userId === KITE_ID && !s.expired)!.accessToken;

    const status = await adminApi().get('/broker/status');
    expect(status.body.data.broker).toMatchObject({ state: 'connected', kite_user_id: KITE_ID, source: 'kite' });
    expect(Date.parse(status.body.data.broker.expires_at)).toBeGreaterThan(Date.now());
    expect(status.text).not.toContain(token);
    const [row] = await infra.db.query<{ sealed_access_token: string }>(
      'SELECT sealed_access_token FROM portfolio.broker_connections WHERE user_id = $1',
      [admin.id],
    );
    expect(row.sealed_access_token).toMatch(/^v1\./);
    expect(row.sealed_access_token).not.toContain(token);
  });

  it("runs the market's ticker on the admin's session once marked as the feed account", async () => {
    const from = statuses.length;
    const put = await adminApi().put('/admin/broker/feed-account', { user_id: admin.id });
    expect(put.status).toBe(200);
    const status = await statusFrom(from, 'the Kite feed', (s) => s.feed === 'kite' && s.state === 'connected');
    expect(status).toMatchObject({ token_source: 'session', session: { kite_user_id: KITE_ID } });
    await waitFor('a ticker connection with the session', () => ticker.connectionsOf(token).length === 1);
    await waitFor('websocket_status naming Kite', () => websocketStatuses().some((s) => s.feed === 'kite'));
  });

  it("answers the admin's holdings from Kite, saying so", async () => {
    const res = await adminApi().get('/portfolio/holdings');
    expect(res.status).toBe(200);
    expect(res.body.data.source).toBe('kite');
    const rows: Held[] = res.body.data.holdings;
    expect(rows.map((h) => [h.tradingsymbol, h.quantity]).sort()).toEqual([
      ['INFY', 10],
      ['TCS', 4],
    ]);
  });

  it("places an order at Kite whose fill reaches the admin's socket from the ticker, a forged one dropped", async () => {
    const placed = await adminApi().post('/orders/place', {
      order: {
        tradingsymbol: 'INFY',
        exchange: 'NSE',
        transaction_type: 'BUY',
        quantity: 2,
        order_type: 'LIMIT',
        price: 1500,
        product: 'CNC',
      },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data.order_id as string;
    expect(placed.body.data.source).toBe('kite');
    expect(kite.seen('POST', '/orders/regular').map((r) => r.token)).toEqual([token]);
    await waitFor('Kite to open the order', () => account.history(id).some((o) => o.status === 'OPEN'));
    const polls = () => kite.requests.filter((r) => r.method === 'GET' && r.path === `/orders/${id}`).length;
    const completes = () =>
      adminSocket.orderUpdates().filter((u) => u.order.order_id === id && u.order.status === 'COMPLETE');

    // A fill nobody signed with the app's secret, on the same ticker connection: the market passes it on,
    // the portfolio drops it.
    const open = account.history(id).at(-1)!;
    const forgedSum = orderChecksum(id, String(open.order_timestamp), 'not-the-secret');
    const forged = { ...open, status: 'COMPLETE', filled_quantity: 2, user_id: KITE_ID, checksum: forgedSum };
    ticker.connectionsOf(token)[0]!.socket.send(JSON.stringify({ type: 'order', data: forged }));
    await waitFor('the forged message on NATS', () => forwarded.some((m) => m.data.checksum === forgedSum));
    const dropped = await waitFor('the drop', () =>
      stack.logs.find((l) => l.includes('kite order message dropped') && l.includes(id)),
    );
    expect(dropped).toMatch(/checksum does not match/);
    await sleep(300);
    expect(completes()).toEqual([]);
    const infyHeld = async () => {
      const rows: Held[] = (await adminApi().get('/portfolio/holdings')).body.data.holdings;
      return rows.find((h) => h.tradingsymbol === 'INFY')!.quantity;
    };
    const orders: { order_id: string; status: string }[] = (await adminApi().get('/orders')).body.data.orders;
    expect(orders.find((o) => o.order_id === id)?.status).toBe('OPEN');
    expect(await infyHeld()).toBe(10);

    // The placement read the order back once; any read from here on would be the poller's.
    const readsBeforeFill = polls();
    const filled = account.fillOrder(kite, id, 1498.5);
    const sent = ticker.sendOrderMessage(token, {
      ...filled,
      order_timestamp: String(filled.order_timestamp),
      user_id: KITE_ID,
    });
    const [done] = await waitFor('the COMPLETE order_update', completes, (u) => u.length > 0);
    expect(done).toMatchObject({ source: 'kite', order: { filled_quantity: 2, average_price: 1498.5 } });
    expect(polls()).toBe(readsBeforeFill);
    expect(forwarded.some((m) => m.data.checksum === sent.checksum && m.data.status === 'COMPLETE')).toBe(true);

    // The customer's socket heard none of it; the fill shows in Kite's holdings and positions.
    await sleep(500);
    expect(customerSocket.orderUpdates()).toEqual([]);
    expect(completes()).toHaveLength(1);
    expect(await infyHeld()).toBe(12);
    const positions = (await adminApi().get('/portfolio/positions')).body.data;
    for (const side of [positions.net, positions.day]) {
      expect(side).toEqual([
        expect.objectContaining({ tradingsymbol: 'INFY', product: 'CNC', quantity: 2, average_price: 1498.5 }),
      ]);
    }
  }, 30_000);

  it('disconnects: Kite logs the token out, holdings go back to paper, the market to its simulator', async () => {
    const from = statuses.length;
    const res = await adminApi().del('/broker/kite');
    expect(res.status).toBe(200);
    expect(res.body.data.broker).toMatchObject({ state: 'disconnected', kite_user_id: null });
    const logout = kite.seen('DELETE', '/session/token');
    expect(logout).toHaveLength(1);
    expect(logout[0]!.query).toEqual(expect.arrayContaining([['access_token', token]]));
    expect((await adminApi().get('/broker/status')).body.data.broker.state).toBe('disconnected');
    const holdings = await adminApi().get('/portfolio/holdings');
    expect([holdings.status, holdings.body.data.source]).toEqual([200, 'paper']);

    const status = await statusFrom(from, 'the simulator', (s) => s.feed === 'simulator' && s.state === 'connected');
    expect(status.session).toBeNull();
    expect(status.fallback_reason).toMatch(new RegExp(KITE_ID));
    await waitFor('the ticker connection to close', () => ticker.connectionsOf(token).length === 0);
    const mark = batches.length;
    await waitFor('simulator ticks', () => batches.slice(mark).some((b) => b.feed === 'simulator'));
    await waitFor('websocket_status naming the simulator', () =>
      websocketStatuses()
        .slice(-1)
        .some((s) => s.feed === 'simulator'),
    );
  }, 30_000);

  it('never logs an access token', () => {
    const tokens = [...kite.sessions.keys()];
    expect(tokens).toContain(token);
    expect(stack.logs.length).toBeGreaterThan(50);
    expect(stack.logs.filter((line) => tokens.some((t) => line.includes(t)))).toEqual([]);
  });
});
