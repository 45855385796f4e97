import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { MARKET_EVENTS, type Tick, type TickBatch } from '@app/contracts';
import { AlertsEngine } from '../../apps/alerts/src/evaluator/alerts-engine.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { metricValue } from '../support/metrics.js';
import { freePort } from '../support/nats.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const RELIANCE = 738561;
const BOUND = 50;
const FLOOD = 2000;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let healthPort: number;
let nc: NatsConnection;

const tick = (token: number, price: number, low = price): Tick => ({
  instrument_token: token,
  last_price: price,
  ohlc: { open: price, high: price, low, close: price },
  change: 0,
  change_percent: 0,
  volume: 0,
  timestamp: new Date().toISOString(),
});
const publish = (ticks: Tick[]) => {
  const batch: TickBatch = { feed: 'simulator', ticks, sent_at: Date.now() };
  nc.publish(MARKET_EVENTS.ticks, JSON.stringify(batch));
};
const metric = (name: string) => metricValue(healthPort, name);

beforeAll(async () => {
  infra = await setUpInfra();
  healthPort = await freePort();
  // No demo targets and a quiet simulator (one step a minute): the test publishes every tick the engine sees.
  stack = new TestStack(infra, { MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '60000' });
  await stack.startServices(['auth', 'market']);
  await stack.startService('alerts', { HEALTH_PORT: String(healthPort), ALERTS_QUEUE_MAX_TICKS: String(BOUND) });
  base = await stack.startGateway();
  nc = await connect({ servers: infra.nats.url });
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('the alerts engine under a flood of ticks', () => {
  it('holds at most ALERTS_QUEUE_MAX_TICKS, counts what it drops, and still fires a target crossed mid-flood once', async () => {
    const email = 'queue.flood@example.com';
    await request(base).post('/api/auth/register').send({ email, password: 'Flood12345' });
    const session = await signIn(base, email, 'Flood12345');
    const cookie = cookieHeader(session.cookies);
    const engine = stack.service('alerts').get(AlertsEngine);

    // A calm RELIANCE tick far above the target, evaluated before the flood: the day low it shows is
    // what the flood's lows are compared with.
    const price = 2000;
    const target = 1600;
    const added = await request(base)
      .post('/api/watchlist')
      .set('Cookie', cookie)
      .send({ instrument_token: RELIANCE, target_price: target });
    expect(added.status).toBe(201);
    expect(await metric('trading_alerts_queue_depth_peak')).toBe(0);
    publish([tick(RELIANCE, price)]);
    await waitFor(
      'the calm tick to arrive',
      () => metric('trading_alerts_queue_depth_peak'),
      (n) => n === 1,
    );
    await engine.settled();
    const droppedBefore = await metric('trading_alerts_queue_dropped_total');

    // One frame of 2,000 ticks arrives at once: RELIANCE dips through the target early on and has
    // recovered by the frame's last tick, whose day low still shows the dip.
    const flood: Tick[] = [];
    for (let i = 0; i < FLOOD - 2; i++) flood.push(tick(900_000 + (i % 400), 100 + i));
    flood.splice(10, 0, tick(RELIANCE, 1500));
    flood.push(tick(RELIANCE, 1900, 1500));
    publish(flood);

    const dropped = await waitFor(
      'the flood to be counted',
      () => metric('trading_alerts_queue_dropped_total'),
      (n) => n > droppedBefore,
    );
    await engine.settled();
    // At most the first tick leaves the queue before the rest arrive, so at most BOUND + 1 are evaluated.
    expect(await metric('trading_alerts_queue_dropped_total')).toBeGreaterThanOrEqual(
      droppedBefore + FLOOD - BOUND - 1,
    );
    expect(dropped).toBeGreaterThan(droppedBefore);
    expect(await metric('trading_alerts_queue_depth_peak')).toBe(BOUND);
    expect(await metric('trading_alerts_queue_depth')).toBe(0);

    const alerts = await waitFor(
      'the alert of the target crossed mid-flood',
      async () => (await request(base).get('/api/alerts').set('Cookie', cookie)).body.data,
      (d) => d.total >= 1,
    );
    expect(alerts.total).toBe(1);
    expect(alerts.alerts[0]).toMatchObject({ instrument_token: RELIANCE, target_price: target, current_price: 1900 });
  });
});
