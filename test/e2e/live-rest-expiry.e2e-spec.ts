import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { DEMO_USERS, type Tick } from '@app/contracts';
import { LiveControlService } from '../../apps/gateway/src/live/live-control.service.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { metricValue } from '../support/metrics.js';
import { freePort } from '../support/nats.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const RELIANCE = 738561;
const INFY = 408065;
/** Short, so the test sees an expiry; the default is ten minutes. */
const TTL_MS = 400;
const EXPIRED = 'trading_live_rest_subscriptions_expired_total';

let infra: TestInfra;
let stack: TestStack;
let base: string;
let metricsPort: number;
const sockets: Socket[] = [];

const post = (cookie: string, path: string, body: object) =>
  request(base).post(`/api${path}`).set('Cookie', cookie).send(body);
const control = () => stack.gateway!.get(LiveControlService);
const expired = () => metricValue(metricsPort, EXPIRED);

async function user(email: string) {
  const password = 'Expiry12345';
  await request(base).post('/api/auth/register').send({ email, password });
  const s = await signIn(base, email, password);
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

async function socketTicks(cookie: string): Promise<Tick[]> {
  const ticks: Tick[] = [];
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  sockets.push(socket);
  socket.on('market_data', (t: Tick) => ticks.push(t));
  await new Promise<void>((resolve, reject) => {
    socket.on('connection_status', () => resolve());
    socket.on('connect_error', reject);
  });
  return ticks;
}

beforeAll(async () => {
  infra = await setUpInfra();
  metricsPort = await freePort();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '200',
    REGISTER_PER_MINUTE: '100',
  });
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway({ METRICS_PORT: String(metricsPort), LIVE_REST_SUBSCRIPTION_TTL_MS: String(TTL_MS) });
}, 60_000);

afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('live subscriptions made over REST', () => {
  it('expire for a user who never opens a socket on this gateway, and leave the tick routing', async () => {
    const u = await user('expiry.nosocket@example.com');
    const before = await expired();
    const res = await post(u.cookie, '/websocket/subscribe', { instruments: [RELIANCE, INFY] });
    expect(res.status).toBe(200);
    expect(res.body.data.instruments.sort()).toEqual([INFY, RELIANCE].sort());
    expect(control().index.tokensOf(u.id).sort()).toEqual([INFY, RELIANCE].sort());

    await waitFor('the REST subscription to expire', expired, (n) => n === before + 1);
    expect(control().index.tokensOf(u.id)).toEqual([]);
    // A tick of RELIANCE now routes to nobody here.
    const tick = { instrument_token: RELIANCE } as Tick;
    expect(control().index.group([tick]).has(u.id)).toBe(false);
    const answer = await post(u.cookie, '/websocket/unsubscribe', { instruments: [INFY] });
    expect(answer.body.data.instruments).toEqual([]);
  });

  it('forget a paused stream too', async () => {
    const u = await user('expiry.paused@example.com');
    const before = await expired();
    expect((await post(u.cookie, '/websocket/stop', {})).status).toBe(200);
    expect(control().isPaused(u.id)).toBe(true);
    await waitFor('the paused stream to expire', expired, (n) => n === before + 1);
    expect(control().isPaused(u.id)).toBe(false);
  });

  it('never expire while the user holds a socket here, which keeps receiving ticks', async () => {
    const investor = await signIn(base, DEMO_USERS.investor.email, DEMO_USERS.investor.password);
    const held = { cookie: cookieHeader(investor.cookies), id: investor.user.id };
    const ticks = await socketTicks(held.cookie);
    expect((await post(held.cookie, '/websocket/subscribe', { instruments: [RELIANCE] })).status).toBe(200);
    // Subscribed after the socket's user, so it expires after any countdown the socket's user had.
    const loose = await user('expiry.loose@example.com');
    const before = await expired();
    expect((await post(loose.cookie, '/websocket/subscribe', { instruments: [RELIANCE] })).status).toBe(200);

    await waitFor('the socketless subscription to expire', () => control().index.tokensOf(loose.id).length === 0);
    expect(await expired()).toBe(before + 1);
    expect(control().index.tokensOf(held.id)).toEqual([RELIANCE]);
    const seen = ticks.length;
    await waitFor('a RELIANCE tick after the expiry', () => ticks.length > seen);
    expect(ticks.every((t) => t.instrument_token === RELIANCE)).toBe(true);
  });

  it('stop counting down once the user opens a socket', async () => {
    const u = await user('expiry.late-socket@example.com');
    expect((await post(u.cookie, '/websocket/subscribe', { instruments: [INFY] })).status).toBe(200);
    const ticks = await socketTicks(u.cookie);
    const before = await expired();
    // Another user's countdown, started after this one's, marks the time this one would have expired by.
    const marker = await user('expiry.marker@example.com');
    expect((await post(marker.cookie, '/websocket/subscribe', { instruments: [INFY] })).status).toBe(200);
    await waitFor('the marker to expire', () => control().index.tokensOf(marker.id).length === 0);
    expect(await expired()).toBe(before + 1);
    expect(control().index.tokensOf(u.id)).toEqual([INFY]);
    await waitFor('an INFY tick on the socket', () => ticks.some((t) => t.instrument_token === INFY));
  });
});
