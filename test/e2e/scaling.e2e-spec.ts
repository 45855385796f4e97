import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { DEMO_USERS, serviceSubjects } from '@app/contracts';
import { startService } from '@app/common';
import { AlertsModule } from '../../apps/alerts/src/alerts.module.js';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { PortfolioModule } from '../../apps/portfolio/src/portfolio.module.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { capturingLogger } from '../support/logs.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AlertsEngine } from '../../apps/alerts/src/evaluator/alerts-engine.js';
import { alertsCaughtUp } from '../support/alerts-caught-up.js';
import { waitFor } from '../support/wait.js';

const RELIANCE = 738561;
const INFY = 408065;

let infra: TestInfra;
let stack: TestStack;
const gateways: string[] = [];
const extras: INestMicroservice[] = [];
const sockets: Socket[] = [];
let adminCookie: string;
let nc: NatsConnection;

async function replica(name: 'alerts' | 'portfolio', instance: string) {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    INSTANCE_ID: instance,
    DB_POOL_SIZE: '3',
  };
  const { logger } = capturingLogger(instance);
  const module =
    name === 'alerts'
      ? AlertsModule.forRoot(loadAlertsConfig(env), logger)
      : PortfolioModule.forRoot(loadPortfolioConfig(env), logger);
  extras.push(
    await startService(module, {
      queue: name,
      natsUrl: infra.nats.url,
      instance,
      logger,
      readinessSubject: serviceSubjects(name).health,
    }),
  );
}

async function user(email: string) {
  await request(gateways[0]).post('/api/auth/register').send({ email, password: 'Scaling12345' });
  const s = await signIn(gateways[0], email, 'Scaling12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

async function socketOn(url: string, cookie: string) {
  const events: { name: string; payload: { instrument_token?: number; last_price?: number } }[] = [];
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie },
  });
  sockets.push(socket);
  socket.onAny((name: string, payload) => events.push({ name, payload }));
  await new Promise<void>(
    (resolve, reject) => (socket.on('connection_status', () => resolve()), socket.on('connect_error', reject)),
  );
  return events;
}

const setPrice = async (token: number, price: number, via = gateways[0]) =>
  expect(
    (
      await request(via)
        .post('/api/market/simulator/price')
        .set('Cookie', adminCookie)
        .send({ instrument_token: token, last_price: price })
    ).status,
  ).toBe(200);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
  });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio', 'alerts']);
  await replica('portfolio', 'portfolio-2');
  await replica('alerts', 'alerts-2');
  gateways.push(await stack.startGateway(), await stack.startExtraGateway());
  adminCookie = cookieHeader((await signIn(gateways[0], DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
  nc = await connect({ servers: infra.nats.url });
}, 90_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await nc?.close();
  for (const app of extras) await app.close();
  await stack?.close();
  await infra?.close();
});

describe('two replicas of the gateway, portfolio and alerts', () => {
  it('answers every request once', async () => {
    const u = await user('scale.requests@example.com');
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(gateways[i % 2])
          .post('/api/portfolio/manual/positions')
          .set('Cookie', u.cookie)
          .send({ tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1000 + i, quantity: 1 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const rows = await infra.db.query<{ n: string; distinct_prices: string }>(
      'SELECT count(*)::text AS n, count(DISTINCT buy_price)::text AS distinct_prices FROM portfolio.positions WHERE user_id = $1',
      [u.id],
    );
    expect(rows[0]).toEqual({ n: '40', distinct_prices: '40' });
  });

  it('delivers every tick once to each subscribed socket, whichever gateway holds it', async () => {
    const u = await user('scale.ticks@example.com');
    const a = await socketOn(gateways[0], u.cookie);
    const b = await socketOn(gateways[1], u.cookie);
    await request(gateways[1])
      .post('/api/websocket/subscribe')
      .set('Cookie', u.cookie)
      .send({ instruments: [RELIANCE] });
    // The subscription reaches the other gateway over NATS: probe prices until both sockets get one.
    const probes = [1500.1, 1500.2, 1500.3, 1500.4, 1500.5, 1500.6, 1500.7, 1500.8, 1500.9];
    const gotProbe = (events: typeof a) => events.some((e) => probes.includes(e.payload.last_price!));
    let probe = 0;
    await waitFor('both sockets to get a probe tick', async () => {
      if (gotProbe(a) && gotProbe(b)) return true;
      await setPrice(RELIANCE, probes[probe++ % probes.length]);
      return false;
    });
    for (const price of [1501.1, 1502.2, 1503.3]) await setPrice(RELIANCE, price);
    await waitFor('both sockets to get the last price', () =>
      [a, b].every((events) => events.some((e) => e.payload.last_price === 1503.3)),
    );
    for (const events of [a, b]) {
      const seen = events
        .filter((e) => e.name === 'market_data' && [1501.1, 1502.2, 1503.3].includes(e.payload.last_price!))
        .map((e) => e.payload.last_price);
      expect(seen).toEqual([1501.1, 1502.2, 1503.3]);
    }
  });

  it("fires every alert once and pushes it once to each of the owner's sockets", async () => {
    const u = await user('scale.alerts@example.com');
    const engines = [stack.service('alerts').get(AlertsEngine), extras[1].get(AlertsEngine)];
    await setPrice(INFY, 1600);
    await alertsCaughtUp(nc, engines);
    const ids: string[] = [];
    for (const target of [1590, 1580, 1570]) {
      const added = await request(gateways[target % 2])
        .post('/api/watchlist')
        .set('Cookie', u.cookie)
        .send({ instrument_token: INFY, target_price: target });
      expect(added.status).toBe(201);
      ids.push(added.body.data.id);
    }
    await waitFor('both alerts replicas to watch the new targets', () =>
      engines.every((e) => ids.every((id) => e.index.get(id) !== undefined)),
    );
    const a = await socketOn(gateways[0], u.cookie);
    const b = await socketOn(gateways[1], u.cookie);
    for (const price of [1585, 1575, 1565, 1560]) {
      await setPrice(INFY, price, gateways[1]);
      await alertsCaughtUp(nc, engines);
    }
    await waitFor('three alerts on each socket', () =>
      [a, b].every((events) => events.filter((e) => e.name === 'target_alert').length >= 3),
    );
    const stored = await infra.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM alerts.alerts WHERE user_id = $1',
      [u.id],
    );
    expect(stored[0].n).toBe('3');
    for (const events of [a, b]) expect(events.filter((e) => e.name === 'target_alert')).toHaveLength(3);
  }, 20_000);
});
