import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import type { Socket } from 'socket.io-client';
import { ALERTS_EVENTS, DEMO_USERS, type TargetAlertsEvent, type WatchlistChangedEvent } from '@app/contracts';
import { AlertsEngine } from '../../apps/alerts/src/evaluator/alerts-engine.js';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { alertsCaughtUp } from '../support/alerts-caught-up.js';
import { alertsSocket, registeredUser, restAs, storedAlertsOf } from '../support/alerts-fixtures.js';
import { startAlertsReplica } from '../support/alerts-replica.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const { admin } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;
let nc: NatsConnection;
const sockets: Socket[] = [];

const api = (cookie: string) => restAs(base, cookie);
const engine = () => stack.service('alerts').get(AlertsEngine);
/** Every tick published so far is evaluated, and every alert it fires stored. */
const caughtUp = (engines = [engine()]) => alertsCaughtUp(nc, engines);

const newUser = (email: string) => registeredUser(base, email);

/** Sets the simulated price and, unless the alerts service is stopped, waits until it evaluated the tick. */
async function setPrice(token: number, price: number, alertsRunning = true) {
  expect(
    (await api(adminCookie).post('/market/simulator/price', { instrument_token: token, last_price: price })).status,
  ).toBe(200);
  if (alertsRunning) await caughtUp();
}

const until = <T>(fn: () => Promise<T | undefined> | T | undefined) =>
  waitFor('the condition', fn, (v) => v !== undefined) as Promise<T>;

const storedAlerts = (userId: string) => storedAlertsOf(infra, userId);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
  });
  await stack.startServices(['auth', 'market', 'alerts']);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  nc = await connect({ servers: infra.nats.url });
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('watchlist', () => {
  it('gives the demo investor a watchlist', async () => {
    const investor = cookieHeader(
      (await signIn(base, DEMO_USERS.investor.email, DEMO_USERS.investor.password)).cookies,
    );
    const entries = (await api(investor).get('/watchlist')).body.data.entries;
    expect(entries.map((e: { tradingsymbol: string }) => e.tradingsymbol)).toEqual(['RELIANCE', 'INFY', 'TCS']);
    // Seeded before the evaluator loads its targets, so they are watched from the first tick.
    const watched = stack.service('alerts').get(AlertsEngine).index;
    for (const e of entries) expect(watched.get(e.id)).toBeDefined();
  });

  it('adds, lists with live prices, retargets and removes entries', async () => {
    const u = await newUser('wl.crud@example.com');
    await setPrice(INFY, 1600);
    const added = await api(u.cookie).post('/watchlist', {
      instrument_token: INFY,
      tradingsymbol: 'INFY',
      name: 'Infosys',
      exchange: 'NSE',
      target_price: 1500,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.id).toEqual(expect.any(String));
    const list = await api(u.cookie).get('/watchlist');
    expect(list.body.data.entries).toEqual([
      expect.objectContaining({
        id: added.body.data.id,
        instrument_token: INFY,
        tradingsymbol: 'INFY',
        exchange: 'NSE',
        target_price: 1500,
        current_price: 1600,
        has_live_price: true,
        change_percent: expect.any(Number),
      }),
    ]);
    expect((await api(u.cookie).post('/watchlist', { instrument_token: INFY, target_price: 1500 })).status).toBe(409);
    expect((await api(u.cookie).post('/watchlist', { instrument_token: INFY, target_price: 1400 })).status).toBe(201);
    expect((await api(u.cookie).post('/watchlist', { instrument_token: 4242, target_price: 10 })).status).toBe(404);
    for (const body of [
      { instrument_token: INFY },
      { instrument_token: INFY, target_price: -1 },
      { instrument_token: 'INFY', target_price: 10 },
      { instrument_token: INFY, target_price: 10, bogus: 1 },
    ]) {
      expect((await api(u.cookie).post('/watchlist', body)).status).toBe(400);
    }
    const updated = await api(u.cookie).put(`/watchlist/${added.body.data.id}`, { target_price: 1550 });
    expect(updated.body.data.entry).toMatchObject({ target_price: 1550 });
    const other = await newUser('wl.other@example.com');
    expect((await api(other.cookie).put(`/watchlist/${added.body.data.id}`, { target_price: 1 })).status).toBe(404);
    expect((await api(other.cookie).del(`/watchlist/${added.body.data.id}`)).status).toBe(404);
    expect((await api(u.cookie).del(`/watchlist/${added.body.data.id}`)).status).toBe(200);
    expect((await api(u.cookie).get('/watchlist')).body.data.entries).toHaveLength(1);
  });
});

describe('target alerts', () => {
  it('pushes target_alert to the owner only, stores it, and does not repeat while below', async () => {
    const owner = await newUser('alert.owner@example.com');
    const other = await newUser('alert.other@example.com');
    await setPrice(RELIANCE, 1500);
    await api(owner.cookie).post('/watchlist', { instrument_token: RELIANCE, target_price: 1450 });
    const mine = await alertsSocket(base, sockets, owner.cookie);
    const theirs = await alertsSocket(base, sockets, other.cookie);
    await setPrice(RELIANCE, 1440);
    const alert = await until(() => mine[0]);
    expect(alert).toEqual({
      id: expect.any(String),
      instrument_token: RELIANCE,
      tradingsymbol: 'RELIANCE',
      target_price: 1450,
      current_price: 1440,
      triggered_at: expect.any(String),
    });
    const stored = await api(owner.cookie).get('/alerts');
    expect(stored.body.data).toMatchObject({
      total: 1,
      unread: 1,
      alerts: [expect.objectContaining({ id: alert.id, read: false })],
    });
    await setPrice(RELIANCE, 1430);
    await setPrice(RELIANCE, 1460); // not above 1450 x 1.01 = 1464.5: still not re-armed
    await setPrice(RELIANCE, 1445);
    expect(await storedAlerts(owner.id)).toBe(1);
    expect(mine).toHaveLength(1);
    expect(theirs).toEqual([]);
    expect((await api(owner.cookie).post(`/alerts/${alert.id}/read`)).body.data.alert.read).toBe(true);
    expect((await api(other.cookie).post(`/alerts/${alert.id}/read`)).status).toBe(404);
    expect((await api(owner.cookie).get('/alerts')).body.data.unread).toBe(0);
  });

  it('re-arms above target + 1 %, and keeps the 5-minute cooldown for the same target', async () => {
    const u = await newUser('alert.rearm@example.com');
    await setPrice(TCS, 3100);
    await api(u.cookie).post('/watchlist', { instrument_token: TCS, target_price: 3000 });
    const got = await alertsSocket(base, sockets, u.cookie);
    await setPrice(TCS, 2990);
    await until(() => got[0]);
    await setPrice(TCS, 3040); // above 3030: re-armed
    await setPrice(TCS, 2995); // crossed again inside the cooldown: no alert
    expect(await storedAlerts(u.id)).toBe(1);
    expect(got).toHaveLength(1);
    expect(await storedAlerts(u.id)).toBe(1);
  });

  it('fires for every target a price gap goes through, and stores alerts for a user who is offline', async () => {
    const u = await newUser('alert.gap@example.com');
    await setPrice(INFY, 1700);
    for (const target of [1650, 1600, 1550, 1400])
      await api(u.cookie).post('/watchlist', { instrument_token: INFY, target_price: target });
    await setPrice(INFY, 1520);
    const alerts = await until(async () => {
      const res = await api(u.cookie).get('/alerts');
      return res.body.data.total === 3 ? res.body.data.alerts : undefined;
    });
    expect(alerts.map((a: { target_price: number }) => a.target_price).sort()).toEqual([1550, 1600, 1650]);
  });

  it('after a restart, fires once for a price that crossed while the service was down, and never twice', async () => {
    const u = await newUser('alert.restart@example.com');
    await setPrice(RELIANCE, 1500);
    await api(u.cookie).post('/watchlist', { instrument_token: RELIANCE, target_price: 1480 });
    await stack.stopService('alerts');
    await setPrice(RELIANCE, 1470, false);
    await stack.startService('alerts');
    await until(async () => ((await storedAlerts(u.id)) === 1 ? true : undefined));
    await stack.stopService('alerts');
    await stack.startService('alerts');
    // The restarted engine evaluated the latest prices at start, before the sentinel.
    await caughtUp();
    expect(await storedAlerts(u.id)).toBe(1);
  }, 30_000);

  it('with two alerts replicas on one queue group, each alert fires once', async () => {
    const second: INestMicroservice = await startAlertsReplica(infra);
    try {
      const users = [await newUser('alert.pair1@example.com'), await newUser('alert.pair2@example.com')];
      await setPrice(TCS, 3500);
      const engines = [engine(), second.get(AlertsEngine)];
      const ids: string[] = [];
      for (const u of users)
        for (const target of [3400, 3300])
          ids.push(
            (await api(u.cookie).post('/watchlist', { instrument_token: TCS, target_price: target })).body.data.id,
          );
      // Both replicas watch every new target before a tick can reach either.
      await waitFor('both replicas to watch the new targets', () =>
        engines.every((e) => ids.every((id) => e.index.get(id) !== undefined)),
      );
      for (const price of [3390, 3410, 3290, 3500, 3280, 3200]) await setPrice(TCS, price);
      await caughtUp(engines);
      for (const u of users) expect(await storedAlerts(u.id)).toBe(2);
    } finally {
      await second.close();
    }
  }, 30_000);

  it('tells the other replicas and the gateways of a gap through many targets in one message each', async () => {
    const u = await newUser('alert.gap@example.com');
    await setPrice(RELIANCE, 3000);
    const ids: string[] = [];
    for (const target of [2950, 2900, 2850])
      ids.push(
        (await api(u.cookie).post('/watchlist', { instrument_token: RELIANCE, target_price: target })).body.data.id,
      );
    await waitFor('the engine to watch the new targets', () => ids.every((id) => engine().index.get(id)));
    const heard: string[][] = [];
    const alerted: string[][] = [];
    const subs = [
      nc.subscribe(ALERTS_EVENTS.entryChanged, {
        callback: (_e, m) => void heard.push(m.json<WatchlistChangedEvent>().ids),
      }),
      nc.subscribe(ALERTS_EVENTS.alertCreated, {
        callback: (_e, m) =>
          void alerted.push(m.json<TargetAlertsEvent>().alerts.map((a) => `${a.userId} ${a.alert.target_price}`)),
      }),
    ];
    await nc.flush();
    try {
      await setPrice(RELIANCE, 2800);
      expect(ids.map((id) => engine().index.get(id)?.state)).toEqual(['triggered', 'triggered', 'triggered']);
      // Other instruments' ticks may bring broadcasts of their own; one of them names all three fires.
      await waitFor('one broadcast naming the three fires', () => heard.some((b) => ids.every((id) => b.includes(id))));
      // The gateways hear the three alerts in one message too.
      const mine = [2950, 2900, 2850].map((target) => `${u.id} ${target}`);
      await waitFor('one message with the three alerts', () => alerted.some((b) => mine.every((a) => b.includes(a))));
    } finally {
      for (const sub of subs) sub.unsubscribe();
    }
  });

  it('removes watchlist entries and alerts with the user, and counts them before', async () => {
    const u = await newUser('alert.leaving@example.com');
    await setPrice(INFY, 1500);
    await api(u.cookie).post('/watchlist', { instrument_token: INFY, target_price: 1490 });
    await setPrice(INFY, 1480);
    await until(async () => ((await storedAlerts(u.id)) === 1 ? true : undefined));
    const summary = await api(adminCookie).get(`/admin/users/${u.id}/data-summary`);
    // The rule tables (rules, fires, deliveries, channels, push subscriptions) are counted too, all empty here.
    const { alerts, watchlist_entries, ...ruleTables } = summary.body.data.services.alerts;
    expect([alerts, watchlist_entries, Object.values(ruleTables)]).toEqual([1, 1, [0, 0, 0, 0, 0]]);
    await api(adminCookie).del(`/admin/users/${u.id}`);
    await until(async () => ((await storedAlerts(u.id)) === 0 ? true : undefined));
  });
});
