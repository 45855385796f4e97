import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect } from '@nats-io/transport-node';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { expectFailureEnvelope, percentile, timed, until, type Timed } from '../support/faults.js';

const RPC_TIMEOUT_MS = 3000;
const RELIANCE = 738561;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let cookie: string;
let userId: string;
let stopWriters = false;

const position = (quantity: number) => ({ tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity });
const storedIds = async () => new Set((await infra.db.query<{ id: string }>('SELECT id FROM portfolio.positions WHERE user_id = $1', [userId])).map((r) => r.id));

/** Routes of the services that stay up: each must still answer 200 while portfolio is gone. */
async function otherServicesAnswer(): Promise<void> {
  for (const path of ['/api/settings/all', '/api/watchlist', '/api/market-data', '/api/alerts']) {
    const r = await timed(base, 'get', path, cookie);
    expect({ path, status: r.status }).toEqual({ path, status: 200 });
  }
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '60000', RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio', 'alerts']);
  base = await stack.startGateway();
  await request(base).post('/api/auth/register').send({ email: 'fault.portfolio@example.com', password: 'Faults12345' });
  const s = await signIn(base, 'fault.portfolio@example.com', 'Faults12345');
  cookie = cookieHeader(s.cookies);
  userId = s.user.id;
}, 60_000);

afterAll(async () => {
  stopWriters = true;
  await stack?.close();
  await infra?.close();
});

describe('when the portfolio service dies during writes', () => {
  it('its routes fail fast with 503/504, other services keep answering, no acknowledged write is lost, and it recovers', async () => {
    const results: (Timed & { phase: 'before' | 'after' })[] = [];
    let killedAt = 0;
    let quantity = 0;
    // Four writers keep creating positions, so some requests are in flight at the moment of the kill.
    const writer = async () => {
      while (!stopWriters) {
        const r = await timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(++quantity));
        results.push({ ...r, phase: killedAt && r.startedAt >= killedAt ? 'after' : 'before' });
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await until('20 positions written', () => (results.filter((r) => r.status === 201).length >= 20 ? true : undefined));
    killedAt = Date.now();
    await stack.killService('portfolio');
    await until('20 writes refused after the kill', () => (results.filter((r) => r.phase === 'after' && r.status !== 201).length >= 20 ? true : undefined));

    // Down: the other services are unaffected, and health names the missing one.
    await otherServicesAnswer();
    const health = await timed(base, 'get', '/api/health', '');
    expect(health.status).toBe(503);
    expect(health.body.error).toBe('Unavailable: portfolio');
    const list = await timed(base, 'get', '/api/portfolio/manual/positions', cookie);
    expect(list.status).toBe(503);
    expectFailureEnvelope(list);
    stopWriters = true;
    await writers;

    for (const r of results) {
      expect([201, 503, 504]).toContain(r.status);
      expect(r.ms).toBeLessThan(RPC_TIMEOUT_MS + 2000);
      if (r.status !== 201) expectFailureEnvelope(r);
    }
    const after = results.filter((r) => r.phase === 'after');
    expect(after.every((r) => r.status === 503)).toBe(true);
    // Refused at once (no instance subscribed), not after waiting out the timeout.
    expect(percentile(after.map((r) => r.ms), 95)).toBeLessThan(RPC_TIMEOUT_MS / 3);

    // Every acknowledged write is stored; the only writes in doubt are those that timed out.
    const acknowledged = results.filter((r) => r.status === 201).map((r) => (r.body.data as { position: { id: string } }).position.id);
    const timedOut = results.filter((r) => r.status === 504).length;
    const stored = await storedIds();
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    expect(stored.size).toBeLessThanOrEqual(acknowledged.length + timedOut);

    // Back: the service answers writes and reads again without restarting the gateway.
    const restartedAt = Date.now();
    await stack.startService('portfolio');
    const created = await timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(7));
    expect(created.status).toBe(201);
    const listed = await timed(base, 'get', '/api/portfolio/manual/positions', cookie);
    expect(listed.status).toBe(200);
    expect((listed.body.data as { positions: unknown[] }).positions).toHaveLength(stored.size + 1);
    expect((await timed(base, 'get', '/api/health', '')).status).toBe(200);
    const refused = after.map((r) => r.ms);
    console.info(
      `portfolio killed: ${results.length} writes, ${acknowledged.length} acknowledged, ${timedOut} timed out (in flight at the kill), ` +
        `${after.length} refused after it: p50 ${percentile(refused, 50)} ms, max ${Math.max(...refused)} ms; back ${Date.now() - restartedAt} ms after restart`,
    );
  }, 60_000);

  it('a hung instance (subscribed, never answering) costs its callers the RPC timeout and no more', async () => {
    await stack.stopService('portfolio');
    // Stands in for a frozen process: it holds the service's queue group but never replies.
    const hung = await connect({ servers: infra.nats.url });
    hung.subscribe('portfolio.>', { queue: 'portfolio', callback: () => undefined });
    await hung.flush();
    try {
      const [read, write] = await Promise.all([
        timed(base, 'get', '/api/portfolio/manual/positions', cookie),
        timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(3)),
      ]);
      for (const r of [read, write]) {
        expect(r.status).toBe(504);
        expectFailureEnvelope(r);
        expect(r.ms).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
        expect(r.ms).toBeLessThan(RPC_TIMEOUT_MS + 2000);
      }
      await otherServicesAnswer();
      console.info(`hung portfolio: read answered 504 in ${read.ms} ms, write in ${write.ms} ms (RPC timeout ${RPC_TIMEOUT_MS} ms)`);
    } finally {
      await hung.close();
    }
    await stack.startService('portfolio');
    expect((await timed(base, 'get', '/api/portfolio/manual/positions', cookie)).status).toBe(200);
  }, 30_000);
});
