import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DEMO_USERS } from '@app/contracts';
import { metrics } from '@app/common';
import { istDay } from '@app/formatting';
import { rupees } from '../../apps/alerts/src/rule-engine/rule-message.js';
import { RuleEngine } from '../../apps/alerts/src/rule-engine/rule-engine.service.js';
import { registeredUser, restAs } from '../support/alerts-fixtures.js';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import {
  firesOf,
  insertRules,
  ruleEnginesCaughtUp,
  ruleRow,
  watchedByAll,
  type RuleSeed,
} from '../support/rule-engine-fixtures.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

const INFY = 408065;
const TCS = 2953217;
const RELIANCE = 738561;
const HDFCBANK = 341249;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;
let nc: NatsConnection;

const engine = () => stack.service('alerts').get(RuleEngine);
const caughtUp = () => ruleEnginesCaughtUp(nc, [engine()]);

async function setPrice(token: number, price: number) {
  const res = await restAs(base, adminCookie).post('/market/simulator/price', {
    instrument_token: token,
    last_price: price,
  });
  expect(res.status).toBe(200);
  await caughtUp();
}

async function rules(seeds: RuleSeed[]) {
  const ids = await insertRules(infra, nc, seeds);
  await watchedByAll([engine()], ids);
  // Positions and prices the new rules read are in before the next price.
  await engine().settled();
  return ids;
}

async function openPosition(cookie: string, body: object) {
  const res = await restAs(base, cookie).post('/portfolio/manual/positions', { exchange: 'NSE', ...body });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
    SEED_DEMO: 'true',
  });
  await stack.startServices(['auth', 'market', 'portfolio', 'alerts']);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
  nc = await connect({ servers: infra.nats.url });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('alert rules fire from the tick stream into the outbox', () => {
  it('fires a one-shot rule once, with one pending delivery per channel, and marks it fired', async () => {
    const u = await registeredUser(base, 'rules.once@example.com');
    const firedBefore = (await metrics.alertRulesFired.get()).values[0]?.value ?? 0;
    await setPrice(INFY, 1590);
    const [id] = await rules([
      {
        userId: u.id,
        token: INFY,
        symbol: 'INFY',
        kind: 'price_above',
        value: 1600,
        channels: ['in_app', 'email', 'webhook'],
      },
    ]);
    await setPrice(INFY, 1599.95);
    expect(await firesOf(infra, u.id)).toEqual([]);
    expect(await ruleRow(infra, id)).toMatchObject({ state: 'armed', level: '1600.0000' });
    await setPrice(INFY, 1604.5);
    await setPrice(INFY, 1590);
    await setPrice(INFY, 1650);
    expect(await firesOf(infra, u.id)).toEqual([
      {
        rule_id: id,
        kind: 'price_above',
        level: '1600.0000',
        observed: '1604.5000',
        message: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
        channels: ['email', 'in_app', 'webhook'],
      },
    ]);
    expect(await ruleRow(infra, id)).toMatchObject({ state: 'fired', last_fired_at: expect.any(Date) });
    expect(engine().index.get(id)).toBeUndefined();
    expect(((await metrics.alertRulesFired.get()).values[0]?.value ?? 0) - firedBefore).toBe(1);
  });

  it('re-arms a recurring rule 1 % back across its level and keeps its 5-minute cooldown', async () => {
    const u = await registeredUser(base, 'rules.recurring@example.com');
    let now = Date.now();
    engine().clock = () => now;
    try {
      await setPrice(TCS, 3100);
      const [id] = await rules([
        { userId: u.id, token: TCS, symbol: 'TCS', kind: 'price_below', value: 3000, recurring: true },
      ]);
      await setPrice(TCS, 2995);
      expect(await ruleRow(infra, id)).toMatchObject({ state: 'triggered' });
      // 1 % of ₹3,000 is ₹30: ₹3,030 is not enough, ₹3,030.05 re-arms.
      await setPrice(TCS, 3030);
      expect(await ruleRow(infra, id)).toMatchObject({ state: 'triggered' });
      await setPrice(TCS, 3030.05);
      expect(await ruleRow(infra, id)).toMatchObject({ state: 'armed' });
      now += 4 * 60_000;
      await setPrice(TCS, 2990);
      // Inside the cooldown: reached, no alert.
      expect(await ruleRow(infra, id)).toMatchObject({ state: 'triggered' });
      expect(await firesOf(infra, u.id)).toHaveLength(1);
      await setPrice(TCS, 3040);
      now += 2 * 60_000;
      await setPrice(TCS, 2980);
      expect((await firesOf(infra, u.id)).map((f) => f.message)).toEqual([
        'TCS crossed below ₹3,000.00 (now ₹2,995.00)',
        'TCS crossed below ₹3,000.00 (now ₹2,980.00)',
      ]);
    } finally {
      engine().clock = () => Date.now();
    }
  });

  it("fires a position P&L rule at the user's own level: 1,250.50 + 2,000 / 40 = ₹1,300.50", async () => {
    const u = await registeredUser(base, 'rules.position@example.com');
    const other = await registeredUser(base, 'rules.noposition@example.com');
    await setPrice(RELIANCE, 1290);
    await openPosition(u.cookie, {
      tradingSymbol: 'RELIANCE',
      instrumentToken: RELIANCE,
      buyPrice: 1250.5,
      quantity: 40,
    });
    const seed = { token: RELIANCE, symbol: 'RELIANCE', kind: 'position_pnl', value: 2000 };
    const [id, waiting] = await rules([
      { userId: u.id, ...seed },
      { userId: other.id, ...seed },
    ]);
    await setPrice(RELIANCE, 1300.45);
    expect(await ruleRow(infra, id)).toMatchObject({ state: 'armed', level: '1300.5000' });
    await setPrice(RELIANCE, 1300.5);
    expect((await firesOf(infra, u.id)).map((f) => f.message)).toEqual([
      'RELIANCE crossed above ₹1,300.50 (now ₹1,300.50)',
    ]);
    // No position: the rule waits, never fires.
    await setPrice(RELIANCE, 5000);
    expect(await firesOf(infra, other.id)).toEqual([]);
    expect(await ruleRow(infra, waiting)).toMatchObject({ state: 'armed', level: null });
  });

  it('does not fire a rule at or after its expiry', async () => {
    const u = await registeredUser(base, 'rules.expired@example.com');
    await setPrice(INFY, 1500);
    const past = new Date(Date.now() - 1000);
    await rules([{ userId: u.id, token: INFY, symbol: 'INFY', kind: 'price_above', value: 1510, expiresAt: past }]);
    await setPrice(INFY, 1520);
    expect(await firesOf(infra, u.id)).toEqual([]);
  });

  it("fires the portfolio's day P&L across two instruments at -₹451.50", async () => {
    const u = await registeredUser(base, 'rules.daypnl@example.com');
    await setPrice(INFY, 1500.25);
    await setPrice(TCS, 3000);
    await openPosition(u.cookie, {
      tradingSymbol: 'INFY',
      instrumentToken: INFY,
      buyPrice: 1400,
      quantity: 10,
      yesterdayClosingPrice: 1500.25,
    });
    await openPosition(u.cookie, {
      tradingSymbol: 'TCS',
      instrumentToken: TCS,
      buyPrice: 3100,
      quantity: 5,
      positionType: 'SELL',
      yesterdayClosingPrice: 3000,
    });
    const [id] = await rules([
      {
        userId: u.id,
        token: null,
        symbol: null,
        kind: 'portfolio_day_pnl',
        value: -400,
        channels: ['in_app', 'telegram'],
      },
    ]);
    // (1,480.10 - 1,500.25) x 10 = -201.50, TCS flat: not yet.
    await setPrice(INFY, 1480.1);
    expect(await firesOf(infra, u.id)).toEqual([]);
    // Short 5 TCS up ₹50: -250 more.
    await setPrice(TCS, 3050);
    expect(await firesOf(infra, u.id)).toEqual([
      {
        rule_id: id,
        kind: 'portfolio_day_pnl',
        level: '-400.0000',
        observed: '-451.5000',
        message: 'Day P&L reached ₹-400.00 (now ₹-451.50)',
        channels: ['in_app', 'telegram'],
      },
    ]);
  });
  it('fires a 52-week high break at the highest daily high of the 364 days before today', async () => {
    const u = await registeredUser(base, 'rules.week52@example.com');
    const today = istDay(Date.now())!;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const history = await restAs(base, u.cookie).get(`/historical/${HDFCBANK}?from=${from}&to=${today}&interval=day`);
    const before = (history.body.data as { date: string; high: number }[]).filter((c) => c.date.slice(0, 10) < today);
    expect(before.length).toBeGreaterThan(200);
    const high = Math.max(...before.map((c) => c.high));
    await setPrice(HDFCBANK, high - 1);
    const [id] = await rules([
      { userId: u.id, token: HDFCBANK, symbol: 'HDFCBANK', kind: 'week52_high_break', value: null },
    ]);
    // The daily candles are read on the rule's first tick; the level is known from a later one.
    await waitFor('the 52-week high to be stored as the level', async () => {
      await setPrice(HDFCBANK, high - 1);
      return (await ruleRow(infra, id)).level;
    });
    expect(Number((await ruleRow(infra, id)).level)).toBe(high);
    expect(await firesOf(infra, u.id)).toEqual([]);
    await setPrice(HDFCBANK, high + 0.05);
    expect((await firesOf(infra, u.id)).map((f) => [Number(f.level), f.message])).toEqual([
      [high, `HDFCBANK broke its 52-week high of ${rupees(high)} (now ${rupees(high + 0.05)})`],
    ]);
  });
  it('fires at start a rule whose level was crossed while the alerts service was down', async () => {
    const u = await registeredUser(base, 'rules.restart@example.com');
    await setPrice(INFY, 1650);
    await stack.stopService('alerts');
    const [id] = await insertRules(infra, nc, [
      { userId: u.id, token: INFY, symbol: 'INFY', kind: 'price_above', value: 1690, channels: ['email'] },
    ]);
    const res = await restAs(base, adminCookie).post('/market/simulator/price', {
      instrument_token: INFY,
      last_price: 1700,
    });
    expect(res.status).toBe(200);
    await stack.startService('alerts');
    await waitFor('the fire stored at start', async () => (await firesOf(infra, u.id)).length === 1);
    expect(await firesOf(infra, u.id)).toEqual([
      {
        rule_id: id,
        kind: 'price_above',
        level: '1690.0000',
        observed: '1700.0000',
        message: 'INFY crossed above ₹1,690.00 (now ₹1,700.00)',
        channels: ['email'],
      },
    ]);
  });
});
