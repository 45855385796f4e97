import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect } from '@nats-io/transport-node';
import { RpcCallError, RpcClient } from '@app/common';
import { io, type Socket } from 'socket.io-client';
import { DEMO_USERS, type RpcSubject, type Tick } from '@app/contracts';
import { FeedService } from '../../apps/market/src/ticks/feed.service.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { expectFailureEnvelope, pause, percentile, timed, until, type Timed } from '../support/faults.js';

const RPC_TIMEOUT_MS = 3000;
/** No answer may take this long: twice the RPC timeout is a hang, whatever the machine's load. */
const HANG_CEILING_MS = 2 * RPC_TIMEOUT_MS;
/** Ceiling for waits on an event (a reconnect, a tick, a stored row) on a busy machine; not an expectation. */
const EVENT_CEILING_MS = 30_000;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;
let socket: Socket | undefined;
let stopTraffic = false;

interface TargetAlert {
  id: string;
  instrument_token: number;
  target_price: number;
}

async function newUser(email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Faults12345' });
  const s = await signIn(base, email, 'Faults12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** The latest price the market service answers for an instrument. */
async function priceOf(cookie: string, token: number): Promise<number | undefined> {
  const res = await request(base).get('/api/market-data').set('Cookie', cookie);
  return (res.body.data?.market_data as { instrument_token: number; last_price: number }[] | undefined)?.find(
    (q) => q.instrument_token === token,
  )?.last_price;
}

/** Sets the simulated price; the walk moves on from it by a few paise a step, so "arrived" means within 0.5 %. */
async function setPrice(token: number, price: number) {
  expect(
    (
      await request(base)
        .post('/api/market/simulator/price')
        .set('Cookie', adminCookie)
        .send({ instrument_token: token, last_price: price })
    ).status,
  ).toBe(200);
  await until(
    `price ${price} of ${token} is the latest`,
    async () => (Math.abs(((await priceOf(adminCookie, token)) ?? 0) - price) < price * 0.005 ? true : undefined),
    EVENT_CEILING_MS,
  );
}

const storedAlerts = async (userId: string, token: number) =>
  Number(
    (
      await infra.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM alerts.alerts WHERE user_id = $1 AND instrument_token = $2',
        [userId, token],
      )
    )[0].n,
  );

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '200',
    REGISTER_PER_MINUTE: '100',
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
  });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio', 'alerts']);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
}, 120_000);

afterAll(async () => {
  stopTraffic = true;
  socket?.close();
  await stack?.close();
  await infra?.close();
});

describe('when NATS stops and comes back during traffic', () => {
  it('fails requests fast while it is down, reconnects by itself, resumes ticks, and fires each alert exactly once', async () => {
    const u = await newUser('fault.nats@example.com');
    const leaving = await newUser('fault.nats.leaving@example.com');
    await setPrice(INFY, 1600);
    await setPrice(TCS, 3500);
    // INFY crosses its target while NATS is down; TCS only after it is back.
    for (const [token, target] of [
      [INFY, 1500],
      [TCS, 3300],
    ]) {
      expect(
        (
          await request(base)
            .post('/api/watchlist')
            .set('Cookie', u.cookie)
            .send({ instrument_token: token, target_price: target })
        ).status,
      ).toBe(201);
    }
    expect(
      (
        await request(base)
          .post('/api/watchlist')
          .set('Cookie', leaving.cookie)
          .send({ instrument_token: INFY, target_price: 100 })
      ).status,
    ).toBe(201);

    const ticks: { at: number; tick: Tick }[] = [];
    const alerts: TargetAlert[] = [];
    let socketDisconnects = 0;
    socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: u.cookie },
    });
    socket.on('market_data', (tick: Tick) => ticks.push({ at: Date.now(), tick }));
    socket.on('target_alert', (a: TargetAlert) => alerts.push(a));
    socket.on('disconnect', () => (socketDisconnects += 1));
    await new Promise<void>(
      (resolve, reject) => (socket!.on('connection_status', () => resolve()), socket!.on('connect_error', reject)),
    );
    expect(
      (
        await request(base)
          .post('/api/websocket/subscribe')
          .set('Cookie', u.cookie)
          .send({ instruments: [RELIANCE] })
      ).status,
    ).toBe(200);
    await until('ticks flow before the outage', () => (ticks.length >= 3 ? true : undefined), EVENT_CEILING_MS);

    // Traffic through two services the whole time.
    const results: Timed[] = [];
    const client = async (path: string) => {
      while (!stopTraffic) {
        results.push(await timed(base, 'get', path, u.cookie));
        await pause(20);
      }
    };
    const traffic = Promise.all([client('/api/watchlist'), client('/api/settings/all'), client('/api/watchlist')]);
    // And one request certain to be in flight when NATS goes: its responder never answers.
    const hung = await connect({ servers: infra.nats.url, reconnect: false });
    let reachedResponder = false;
    hung.subscribe('faults.unanswered', { callback: () => void (reachedResponder = true) });
    await hung.flush();
    const inFlight = stack
      .gateway!.get(RpcClient)
      .request('faults.unanswered' as RpcSubject, {} as never)
      .then(
        () => ({ code: 'answered', at: Date.now() }),
        (e: unknown) => ({ code: e instanceof RpcCallError ? e.code : String(e), at: Date.now() }),
      );
    await until('the unanswered request is in flight', () => (reachedResponder ? true : undefined), EVENT_CEILING_MS);
    await until('traffic flows', () => (results.length >= 10 ? true : undefined), EVENT_CEILING_MS);

    const stoppedAt = Date.now();
    await infra.nats.stop();
    const noticedAt = await until(
      'the gateway reports the bus down',
      async () => ((await timed(base, 'get', '/api/health/ready', '')).status === 503 ? Date.now() : undefined),
      EVENT_CEILING_MS,
      10,
    );
    expect((await timed(base, 'get', '/api/health/ready', '')).text).toBe(
      '{"success":false,"error":"Message bus disconnected"}',
    );
    // The feed keeps running on its own side: a price set now crosses INFY's target during the outage.
    stack.service('market').get(FeedService).setSimulatedPrice(INFY, 1450);
    await until(
      'requests refused during the outage',
      () => (results.filter((r) => r.startedAt > noticedAt && r.status !== 200).length >= 30 ? true : undefined),
      EVENT_CEILING_MS,
    );
    // A tick made after the gateway saw the bus go cannot have crossed it before the restart.
    const ticksDuringOutage = () =>
      ticks.filter((t) => t.at < restartedAt && Date.parse(t.tick.timestamp) > noticedAt).length;

    // Results are kept in completion order: the first ones are exactly those answered before the restart.
    const answeredBeforeRestart = results.length;
    const restartedAt = Date.now();
    await infra.nats.restart();
    const healthyAt = await until(
      'every service answers again',
      async () => ((await timed(base, 'get', '/api/health', '')).status === 200 ? Date.now() : undefined),
      EVENT_CEILING_MS,
      100,
    );
    const tickAt = await until(
      'ticks reach the socket again',
      () => ticks.find((t) => t.at > restartedAt)?.at,
      EVENT_CEILING_MS,
    );
    stopTraffic = true;
    await traffic;

    // A request in flight when the bus went down fails as unavailable when the connection drops; waiting
    // out the RPC timeout would have given TIMEOUT instead.
    const cut = await inFlight;
    expect(cut.code).toBe('SERVICE_UNAVAILABLE');
    await hung.close().catch(() => undefined);
    // Every HTTP request was answered (no hang), in the error envelope, and none waited out the timeout (504).
    for (const r of results) {
      expect([200, 503]).toContain(r.status);
      expect(r.ms).toBeLessThan(HANG_CEILING_MS);
      if (r.status !== 200) expectFailureEnvelope(r);
    }
    const duringOutage = results.slice(0, answeredBeforeRestart).filter((r) => r.startedAt > noticedAt);
    expect(duringOutage.length).toBeGreaterThanOrEqual(30);
    expect(duringOutage.every((r) => r.status === 503)).toBe(true);
    // Refused at once: the slow ones are a busy machine's, still far from the timeout they did not wait for.
    expect(
      percentile(
        duringOutage.map((r) => r.ms),
        95,
      ),
    ).toBeLessThan(RPC_TIMEOUT_MS / 2);
    expect(ticksDuringOutage()).toBe(0);
    expect(socketDisconnects).toBe(0);
    // After: the same traffic succeeds again.
    expect((await timed(base, 'get', '/api/watchlist', u.cookie)).status).toBe(200);
    expect((await timed(base, 'get', '/api/settings/all', u.cookie)).status).toBe(200);

    // The crossing during the outage fires once when ticks flow again, and is stored once.
    await until(
      'the alert for the crossing during the outage is stored',
      async () => ((await storedAlerts(u.id, INFY)) >= 1 ? true : undefined),
      EVENT_CEILING_MS,
    );

    // A crossing after recovery fires exactly once: stored once and pushed once.
    await setPrice(TCS, 3250);
    await until(
      'the alert for the crossing after recovery reaches the socket',
      () => alerts.find((a) => a.instrument_token === TCS),
      EVENT_CEILING_MS,
    );
    // Further feed frames below both targets must not fire again (cooldown), whatever was replayed or
    // buffered: wait for ten more frames to reach the socket, each one evaluated by the engine as well.
    const alertedAt = Date.now();
    await until(
      'ten more feed frames after the alert',
      () => (ticks.filter((t) => t.at > alertedAt).length >= 10 ? true : undefined),
      EVENT_CEILING_MS,
    );
    expect(await storedAlerts(u.id, TCS)).toBe(1);
    expect(await storedAlerts(u.id, INFY)).toBe(1);
    expect(alerts.filter((a) => a.instrument_token === TCS)).toHaveLength(1);
    expect(alerts.filter((a) => a.instrument_token === INFY).length).toBeLessThanOrEqual(1);
    const listed = await request(base).get('/api/alerts').set('Cookie', u.cookie);
    expect((listed.body.data.alerts as TargetAlert[]).map((a) => a.instrument_token).sort()).toEqual(
      [INFY, TCS].sort(),
    );

    // JetStream consumers came back too: deleting a user removes their watchlist in the alerts service.
    expect((await request(base).delete(`/api/admin/users/${leaving.id}`).set('Cookie', adminCookie)).status).toBe(200);
    await until(
      "the deleted user's entries are removed",
      async () => {
        const [row] = await infra.db.query<{ n: string }>(
          'SELECT count(*)::text AS n FROM alerts.watchlist_entries WHERE user_id = $1',
          [leaving.id],
        );
        return row.n === '0' ? true : undefined;
      },
      EVENT_CEILING_MS,
    );

    const failed = results.filter((r) => r.status !== 200);
    const outageMs = duringOutage.map((r) => r.ms);
    console.info(
      `NATS outage: noticed ${noticedAt - stoppedAt} ms after the stop; ${duringOutage.length} requests during it, ` +
        `503 p50 ${percentile(outageMs, 50)} ms, p95 ${percentile(outageMs, 95)} ms; the request in flight failed ${cut.at - stoppedAt} ms after the stop; slowest failure ${Math.max(...failed.map((r) => r.ms))} ms; ` +
        `all services answer ${healthyAt - restartedAt} ms after the restart, ticks resumed after ${tickAt - restartedAt} ms; ` +
        `INFY alert reached the socket ${alerts.filter((a) => a.instrument_token === INFY).length} time(s)`,
    );
  }, 180_000);
});
