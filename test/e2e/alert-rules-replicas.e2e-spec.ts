import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DEMO_USERS, type Tick } from '@app/contracts';
import { RuleEngine } from '../../apps/alerts/src/rule-engine/rule-engine.service.js';
import { registeredUser, restAs } from '../support/alerts-fixtures.js';
import { cookieHeader, signIn } from '../support/http.js';
import { startAlertsReplica } from '../support/alerts-replica.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { insertRules, ruleEnginesCaughtUp, watchedByAll, type RuleSeed } from '../support/rule-engine-fixtures.js';
import { TestStack } from '../support/stack.js';

const INFY = 408065;
const TCS = 2953217;
const RELIANCE = 738561;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;
let nc: NatsConnection;
let second: INestMicroservice;

const engines = () => [stack.service('alerts').get(RuleEngine), second.get(RuleEngine)];

async function setPrice(token: number, price: number) {
  const res = await restAs(base, adminCookie).post('/market/simulator/price', {
    instrument_token: token,
    last_price: price,
  });
  expect(res.status).toBe(200);
}

/** How many fires each rule of these has stored, and how many deliveries in all. */
async function stored(userIds: string[]) {
  const [row] = await infra.db.query<{ fires: string; rules: string; most: string | null; deliveries: string }>(
    `SELECT count(*)::text AS fires, count(DISTINCT rule_id)::text AS rules,
            (SELECT max(n)::text FROM (SELECT count(*) AS n FROM alerts.rule_fires WHERE user_id = ANY($1::uuid[]) GROUP BY rule_id) c) AS most,
            (SELECT count(*)::text FROM alerts.deliveries WHERE user_id = ANY($1::uuid[])) AS deliveries
       FROM alerts.rule_fires WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return row;
}

function tick(token: number, price: number): Tick {
  return {
    instrument_token: token,
    last_price: price,
    ohlc: { open: price, high: price, low: price, close: price },
    change: 0,
    change_percent: 0,
    volume: 0,
    timestamp: new Date().toISOString(),
  };
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
    SEED_DEMO: 'true',
  });
  await stack.startServices(['auth', 'market', 'alerts']);
  second = await startAlertsReplica(infra);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
  nc = await connect({ servers: infra.nats.url });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await second?.close();
  await stack?.close();
  await infra?.close();
});

describe('two alerts replicas store each fire of a rule once', () => {
  it('fires 300 rules once each under a burst of prices split between the replicas', async () => {
    const users = [
      await registeredUser(base, 'replicas.a@example.com'),
      await registeredUser(base, 'replicas.b@example.com'),
      await registeredUser(base, 'replicas.c@example.com'),
    ];
    await setPrice(INFY, 1500);
    await setPrice(TCS, 3000);
    await ruleEnginesCaughtUp(nc, engines());
    const seeds: RuleSeed[] = [];
    for (const u of users)
      for (let i = 1; i <= 50; i++) {
        const channels = ['in_app', 'email'];
        seeds.push({ userId: u.id, token: INFY, symbol: 'INFY', kind: 'price_above', value: 1500 + i, channels });
        seeds.push({ userId: u.id, token: TCS, symbol: 'TCS', kind: 'price_below', value: 3000 - i, channels });
      }
    const ids = await insertRules(infra, nc, seeds);
    await watchedByAll(engines(), ids);
    // Ups and downs in quick succession: each batch goes to one replica, both watch every rule.
    const burst: Promise<void>[] = [];
    for (let step = 1; step <= 10; step++) {
      burst.push(setPrice(INFY, 1500 + step * 5), setPrice(TCS, 3000 - step * 5));
      if (step % 3 === 0) burst.push(setPrice(INFY, 1490), setPrice(TCS, 3010));
    }
    await Promise.all(burst);
    await setPrice(INFY, 1560);
    await setPrice(TCS, 2940);
    await ruleEnginesCaughtUp(nc, engines());
    expect(await stored(users.map((u) => u.id))).toEqual({ fires: '300', rules: '300', most: '1', deliveries: '600' });
  }, 60_000);

  it('stores one fire when both replicas evaluate the same crossing at the same moment', async () => {
    const u = await registeredUser(base, 'replicas.same@example.com');
    const seeds: RuleSeed[] = [];
    for (let i = 1; i <= 40; i++) {
      const recurring = i % 2 === 0;
      seeds.push({
        userId: u.id,
        token: RELIANCE,
        symbol: 'RELIANCE',
        kind: 'price_above',
        value: 2000 + i,
        recurring,
      });
    }
    const ids = await insertRules(infra, nc, seeds);
    await watchedByAll(engines(), ids);
    const [a, b] = engines();
    for (const e of [a, b]) e.enqueue([tick(RELIANCE, 1990)]);
    await Promise.all([a.settled(), b.settled()]);
    // The same tick through both replicas at once: both see every rule crossed.
    for (const e of [a, b]) e.enqueue([tick(RELIANCE, 2100)]);
    await Promise.all([a.settled(), b.settled()]);
    expect(await stored([u.id])).toEqual({ fires: '40', rules: '40', most: '1', deliveries: '40' });
    const states = await infra.db.query<{ state: string; n: string }>(
      'SELECT state, count(*)::text AS n FROM alerts.rules WHERE user_id = $1 GROUP BY state ORDER BY state',
      [u.id],
    );
    expect(states).toEqual([
      { state: 'fired', n: '20' },
      { state: 'triggered', n: '20' },
    ]);
  });
});
