import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io } from 'socket.io-client';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { freePort } from '../support/nats.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

let infra: TestInfra;
let stack: TestStack;
let base: string;
let metricsPort: number;
let marketHealthPort: number;

/** One sample value from a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

const scrape = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/plain/);
  return res.text();
};

beforeAll(async () => {
  infra = await setUpInfra();
  metricsPort = await freePort();
  marketHealthPort = await freePort();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '200' });
  await stack.startService('auth');
  await stack.startService('market', { HEALTH_PORT: String(marketHealthPort) });
  base = await stack.startGateway({ METRICS_PORT: String(metricsPort) });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('metrics and probes', () => {
  it('counts HTTP requests by route pattern and status at the gateway, on its own port', async () => {
    const cookie = cookieHeader((await signIn(base, DEMO_USERS.investor.email, DEMO_USERS.investor.password)).cookies);
    for (let i = 0; i < 3; i++) await request(base).get('/api/market-data').set('Cookie', cookie);
    await request(base).get('/api/historical/abc').set('Cookie', cookie);
    const text = await scrape(metricsPort);
    expect(
      sample(text, 'trading_http_requests_total', { method: 'GET', route: '/api/market-data', status: '200' }),
    ).toBe(3);
    expect(sample(text, 'trading_http_requests_total', { route: '/api/historical/:token', status: '400' })).toBe(1);
    expect(sample(text, 'trading_http_request_duration_seconds_count', { route: '/api/market-data' })).toBe(3);
    expect(text).toMatch(/trading_process_cpu_user_seconds_total/);
    // The public origin never serves the metrics (the path falls through to the web app).
    expect((await request(base).get('/metrics')).text ?? '').not.toMatch(/trading_http_requests_total/);
    expect((await request(base).get('/api/metrics')).status).toBe(404);
  });

  it('counts NATS requests, published and delivered ticks, open sockets and the DB pool', async () => {
    const cookie = cookieHeader((await signIn(base, DEMO_USERS.investor.email, DEMO_USERS.investor.password)).cookies);
    const socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    await new Promise<void>((r) => socket.on('connection_status', () => r()));
    await request(base)
      .post('/api/websocket/subscribe')
      .set('Cookie', cookie)
      .send({ instruments: [738561] });
    const text = await waitFor(
      'ticks delivered to the socket',
      () => scrape(metricsPort),
      (t) => (sample(t, 'trading_ticks_delivered_total') ?? 0) > 0,
    );
    expect(sample(text, 'trading_sockets_connected')).toBe(1);
    expect(sample(text, 'trading_ticks_published_total')).toBeGreaterThan(0);
    expect(sample(text, 'trading_ticks_delivered_total')).toBeGreaterThan(0);
    expect(sample(text, 'trading_nats_requests_total', { subject: 'market.feed.subscribe', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'trading_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    socket.close();
    await waitFor(
      'the closed socket to leave the gauge',
      async () => sample(await scrape(metricsPort), 'trading_sockets_connected'),
      (n) => n === 0,
    );
  });

  it('serves /health/live, /health/ready and /metrics on a service health port', async () => {
    expect((await fetch(`http://127.0.0.1:${marketHealthPort}/health/live`)).status).toBe(200);
    const ready = await fetch(`http://127.0.0.1:${marketHealthPort}/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(await scrape(marketHealthPort)).toMatch(/trading_nats_request_duration_seconds_bucket/);
  });
});
