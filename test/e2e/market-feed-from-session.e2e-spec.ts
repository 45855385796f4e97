import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  BROKER_EVENTS,
  DEMO_USERS,
  MARKET_EVENTS,
  MARKET_SUBJECTS,
  type FeedStatus,
  type KiteOrderMessage,
  type TickBatch,
} from '@app/contracts';
import { RpcClient } from '@app/common';
import { frame, ltpPacket } from '../../apps/market/src/feeds/kite/kite-frame-builder.js';
import { InstrumentsService } from '../../apps/market/src/instruments/instruments.service.js';
import { ConnectionClock } from '../../apps/portfolio/src/kite-connection/connection-clock.js';
import { FeedExpiryWatch } from '../../apps/portfolio/src/kite-connection/feed-expiry.watch.js';
import { FakeKite } from '../support/fake-kite/fake-kite.js';
import { KITE_TEST_APP, loginAtFakeKite } from '../support/fake-kite/kite-login.js';
import { sessionRoutes } from '../support/fake-kite/session-routes.js';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { FakeKiteTicker, waitFor } from '../support/kite-fixtures.js';
import { TestStack } from '../support/stack.js';

// The market takes its Kite session from the admin's connected account and switches feeds at run
// time: simulator -> Kite (session appears) -> simulator (06:00 IST) -> Kite (reconnect) -> simulator
// (Kite refuses the token), every service running throughout.

let infra: TestInfra;
let stack: TestStack;
let kite: FakeKite;
let ticker: FakeKiteTicker;
let nc: NatsConnection;
let base: string;
let admin: string;
const statuses: FeedStatus[] = [];
const batches: TickBatch[] = [];
let extra: number;
/** An instrument no feed streams here: its price is asked of Kite's /quote/ltp while Kite is the source. */
let unstreamed: number;

beforeAll(async () => {
  infra = await setUpInfra();
  kite = await FakeKite.start(KITE_TEST_APP);
  kite.addAccount({ userId: 'AB1234', userName: 'Asha Rao', shortName: 'Asha' });
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
  await nc.flush();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '200' });
  await stack.startService('auth');
  await stack.startService('portfolio', {
    ...kiteApp,
    KITE_API_SECRET: KITE_TEST_APP.apiSecret,
    KITE_LOGIN_URL: `${kite.url}/connect/login`,
  });
  await stack.startService('market', { ...kiteApp, KITE_TICKER_URL: ticker.url });
  await stack.startServices(['settings', 'alerts']);
  base = await stack.startGateway();
  kite.use(...sessionRoutes({ redirectUrl: `${base}/api/broker/kite/callback` }));
  const { email, password } = DEMO_USERS.admin;
  admin = cookieHeader((await signIn(base, email, password)).cookies);
}, 120_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await ticker?.close();
  await kite?.close();
  await infra?.close();
});

const lastStatus = () => statuses.at(-1);

/** Clean-ups that run after the current test, passed or failed. */
const cleanups: Array<() => void> = [];
const afterThis = (fn: () => void) => cleanups.push(fn);
afterEach(() => {
  for (const fn of cleanups.splice(0)) fn();
});

/** The first status published from `from` on that passes the test. */
async function statusWhere(
  from: number,
  what: string,
  test: (s: FeedStatus) => boolean,
  ms = 10_000,
): Promise<FeedStatus> {
  try {
    await waitFor(() => statuses.slice(from).some(test), what, ms);
  } catch (e) {
    // Say what the market did publish, so a miss shows where the fallback stopped.
    const seen = statuses.slice(from).map((s) => `${s.feed}/${s.state}: ${s.message}`);
    throw new Error(`${(e as Error).message}; statuses since: ${JSON.stringify(seen)}`, { cause: e });
  }
  return statuses.slice(from).find(test)!;
}

/** The feed the browser would be told about: POST /websocket/start answers it through the gateway. */
async function feedSeenByBrowser(): Promise<FeedStatus> {
  const res = await request(base).post('/api/websocket/start').set('Cookie', admin);
  expect(res.status).toBe(200);
  return res.body.data.feed as FeedStatus;
}

/** Connects AB1234 through the fake Kite's login and the gateway's callback; answers the new access token. */
async function adminConnects(): Promise<string> {
  const before = new Set(kite.sessions.keys());
  const { callbackPath } = await loginAtFakeKite(base, kite, admin, 'AB1234');
  const back = await request(base).get(callbackPath).set('Cookie', admin);
  expect(back.status).toBe(302);
  return [...kite.sessions.keys()].find((t) => !before.has(t))!;
}

/** Asks the market for a price it does not stream; answers the tokens Kite's /quote/ltp was signed with meanwhile. */
async function ltpTokensForAPrice(): Promise<(string | null)[]> {
  const before = kite.seen('GET', '/quote/ltp').length;
  await new RpcClient(nc, 5000).request(MARKET_SUBJECTS.pricesLatest, { instrument_tokens: [unstreamed] });
  return kite
    .seen('GET', '/quote/ltp')
    .slice(before)
    .map((r) => r.token);
}

const feedsSince = (from: number) => new Set(batches.slice(from).map((b) => b.feed));

describe('the market feed from the feed account’s session', () => {
  it('runs the simulator while no feed account is connected, and says so', async () => {
    const status = await statusWhere(0, 'a simulator status', (s) => s.feed === 'simulator' && s.state === 'connected');
    expect(status).toMatchObject({
      token_source: 'session',
      session: null,
      fallback_reason: 'No Zerodha feed account is connected',
      message: 'No Zerodha feed account is connected; simulator running',
    });
    await waitFor(() => batches.some((b) => b.feed === 'simulator'), 'simulator ticks');
    expect((await feedSeenByBrowser()).fallback_reason).toBe('No Zerodha feed account is connected');
    // A user watches an instrument outside the default set: it must carry over to Kite.
    const market = stack.service('market').get(InstrumentsService);
    const defaults = new Set(market.streamedByDefault().map((i) => i.instrument_token));
    const others = market.all().filter((i) => !defaults.has(i.instrument_token) && i.exchange === 'NSE');
    [extra, unstreamed] = [others[0]!.instrument_token, others[1]!.instrument_token];
    const sub = await request(base)
      .post('/api/websocket/subscribe')
      .set('Cookie', admin)
      .send({ instruments: [extra] });
    expect(sub.status).toBe(200);
  }, 30_000);

  it('switches to the Kite ticker with that session once the admin connects and marks the feed account', async () => {
    const from = statuses.length;
    const token = await adminConnects();
    expect(ticker.connectionsOf(token)).toHaveLength(0);
    const put = await request(base)
      .put('/api/admin/broker/feed-account')
      .set('Cookie', admin)
      .send({ user_id: DEMO_USERS.admin.id });
    expect(put.status).toBe(200);

    const status = await statusWhere(from, 'Kite connected', (s) => s.feed === 'kite' && s.state === 'connected');
    expect(status).toMatchObject({
      token_source: 'session',
      fallback_reason: null,
      session: { kite_user_id: 'AB1234' },
    });
    expect(Date.parse(status.session!.expires_at)).toBeGreaterThan(Date.now());
    expect((await feedSeenByBrowser()).feed).toBe('kite');

    const connection = ticker.connectionsOf(token)[0]!;
    await waitFor(() => connection.messages.some((m) => m.a === 'subscribe'), 'subscriptions');
    const subscribed = connection.messages.filter((m) => m.a === 'subscribe').flatMap((m) => m.v as number[]);
    expect(subscribed).toContain(extra);

    const mark = batches.length;
    connection.socket.send(frame([ltpPacket(extra, 123450)]));
    await waitFor(() => batches.slice(mark).some((b) => b.feed === 'kite'), 'a Kite tick on NATS');
    const tick = batches.slice(mark).find((b) => b.feed === 'kite')!.ticks[0]!;
    expect([tick.instrument_token, tick.last_price]).toEqual([extra, 1234.5]);
    // The simulator has stopped: only Kite's batches from here on.
    const quiet = batches.length;
    await new Promise((r) => setTimeout(r, 800));
    expect([...feedsSince(quiet)].filter((f) => f !== 'kite')).toEqual([]);

    // Kite's REST calls are signed with the same session.
    expect(await ltpTokensForAPrice()).toEqual([token]);

    // The simulator's price control is refused while Kite is the feed.
    const price = await request(base)
      .post('/api/market/simulator/price')
      .set('Cookie', admin)
      .send({ instrument_token: extra, last_price: 100 });
    expect(price.status).toBe(409);
  }, 30_000);

  it("forwards the ticker's order messages to NATS with their checksum", async () => {
    const token = [...kite.sessions.values()].find((s) => !s.expired)!.accessToken;
    const heard = new Promise<KiteOrderMessage>((resolve) =>
      nc.subscribe(BROKER_EVENTS.kiteOrderMessage, { max: 1, callback: (_e, m) => resolve(m.json()) }),
    );
    await nc.flush();
    const sent = ticker.sendOrderMessage(token, {
      order_id: '250101000000001',
      order_timestamp: '2025-01-01 10:00:00',
      status: 'COMPLETE',
      tradingsymbol: 'INFY',
    });
    expect((await heard).data).toEqual(sent);
  });

  it('falls back to the simulator at 06:00 IST, saying whose session ended', async () => {
    // Move the portfolio's clock to a second before the session's expiry; its watch then fires the event.
    const expiresAt = Date.parse(lastStatus()!.session!.expires_at);
    const clock = stack.service('portfolio').get(ConnectionClock);
    const from = statuses.length;
    const offset = expiresAt - 1000 - Date.now();
    clock.now = () => new Date(Date.now() + offset);
    await stack.service('portfolio').get(FeedExpiryWatch).reschedule();
    afterThis(() => (clock.now = () => new Date()));

    // The watch's timer wakes a second from now; the market then re-reads the session over NATS. A busy
    // machine can stretch that chain, so the wait is generous: only a fallback that never comes fails.
    const status = await statusWhere(
      from,
      'simulator after expiry',
      (s) => s.feed === 'simulator' && s.state === 'connected',
      25_000,
    );
    expect(status.session).toBeNull();
    expect(status.fallback_reason).toMatch(/^Zerodha session of AB1234 ended: .*06:00 IST/);
    expect(status.message).toMatch(/; simulator running$/);
    const mark = batches.length;
    await waitFor(() => batches.slice(mark).some((b) => b.feed === 'simulator'), 'simulator ticks again');
    expect((await feedSeenByBrowser()).feed).toBe('simulator');
    expect(await ltpTokensForAPrice()).toEqual([]);
    // Kite's side of 06:00: the old token stops working there too.
    kite.expireAllSessions();
  }, 45_000);

  it('resumes Kite when the admin reconnects, with the new token', async () => {
    const from = statuses.length;
    const token = await adminConnects();
    const status = await statusWhere(from, 'Kite again', (s) => s.feed === 'kite' && s.state === 'connected');
    expect(status).toMatchObject({ fallback_reason: null, session: { kite_user_id: 'AB1234' } });
    await waitFor(() => ticker.connectionsOf(token).length === 1, 'a ticker connection with the new token');
  }, 30_000);

  it('falls back when Kite refuses the token (403), without waiting for 06:00', async () => {
    const refusedBefore = ticker.refused.length;
    const from = statuses.length;
    kite.expireAllSessions();
    expect(ticker.dropInvalid()).toBe(1);
    const status = await statusWhere(
      from,
      'simulator after a refusal',
      (s) => s.feed === 'simulator' && /refused by Kite/.test(s.fallback_reason ?? ''),
    );
    expect(status.fallback_reason).toBe('Zerodha session of AB1234 was refused by Kite (403 TokenException)');
    expect(ticker.refused.length).toBeGreaterThan(refusedBefore);
    expect(stack.logs.filter((l) => [...kite.sessions.keys()].some((t) => l.includes(t)))).toEqual([]);
  }, 30_000);
});
