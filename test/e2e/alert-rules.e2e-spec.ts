import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ALERTS_EVENTS, MAX_RULES_PER_USER, type AlertRule, type WatchlistChangedEvent } from '@app/contracts';
import {
  FUTURE,
  INFY,
  RELIANCE,
  TCS,
  createRule as create,
  refusedRule as refused,
  ruleCount as countRules,
  rulesUser,
} from '../support/alert-rules-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

let infra: TestInfra;
let stack: TestStack;
let base: string;
let nc: NatsConnection;
const changed: WatchlistChangedEvent[] = [];
const newUser = () => rulesUser(base);
const ruleCount = (userId: string) => countRules(infra, userId);
const announced = (id: string) =>
  waitFor(`rule-changed for ${id}`, () => changed.find((e) => e.ids.includes(id) && e.origin === 'rules'));

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', SIMULATOR_INTERVAL_MS: '60000', REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'market', 'alerts']);
  base = await stack.startGateway();
  nc = await connect({ servers: infra.nats.url });
  nc.subscribe(ALERTS_EVENTS.ruleChanged, {
    callback: (_e, msg) => {
      changed.push(msg.json<WatchlistChangedEvent>());
    },
  });
  await nc.flush();
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('creating rules', () => {
  it('stores each kind with its instrument, exact value and level, and tells the rule engines', async () => {
    const u = await newUser();
    const above = await create(u, { kind: 'price_above', instrument_token: INFY, value: 1234.5678, note: 'trim' });
    expect(above).toMatchObject({
      instrument_token: INFY,
      tradingsymbol: 'INFY',
      exchange: 'NSE',
      kind: 'price_above',
      value: 1234.5678,
      level: 1234.5678,
      months: null,
      recurring: false,
      expires_at: null,
      channels: ['in_app'],
      note: 'trim',
      status: 'armed',
      last_fired_at: null,
    });
    await announced(above.id);
    const below = await create(u, { kind: 'price_below', instrument_token: RELIANCE, value: 1200, recurring: true });
    expect(below).toMatchObject({ tradingsymbol: 'RELIANCE', level: 1200, recurring: true });
    const others = [
      { kind: 'change_pct_from_close', instrument_token: INFY, value: -2.5 },
      { kind: 'change_pct_from_avg_cost', instrument_token: INFY, value: 10 },
      { kind: 'change_pct_from_high', instrument_token: INFY, value: -15, months: 6 },
      { kind: 'position_pnl', instrument_token: TCS, value: -5000.75 },
      { kind: 'position_pnl_pct', instrument_token: TCS, value: 0 },
    ];
    for (const body of others)
      expect(await create(u, body)).toMatchObject({ ...body, level: null, tradingsymbol: expect.any(String) });
    const day = await create(u, { kind: 'portfolio_day_pnl', value: -25000, expires_at: FUTURE });
    expect(day).toMatchObject({
      instrument_token: null,
      tradingsymbol: null,
      exchange: null,
      value: -25000,
      expires_at: FUTURE,
    });
    for (const kind of ['week52_high_break', 'week52_low_break'])
      expect(await create(u, { kind, instrument_token: RELIANCE })).toMatchObject({ kind, value: null, level: null });
    expect(await ruleCount(u.id)).toBe(10);
    const ids = (await u.api.get('/alerts/rules')).body.data.rules.map((x: AlertRule) => x.id) as string[];
    for (const id of ids) await announced(id);
    const [stored] = await infra.db.query<{ value: string }>(
      'SELECT value::text AS value FROM alerts.rules WHERE id = $1',
      [above.id],
    );
    expect(stored.value).toBe('1234.5678');
  });

  it("takes the user's default channels when none are chosen, and in_app without settings", async () => {
    const u = await newUser();
    await infra.db.query(
      `INSERT INTO alerts.channel_settings (user_id, defaults, webhook_url) VALUES ($1, '{in_app,webhook}', 'https://example.com/hook')`,
      [u.id],
    );
    expect((await create(u, { kind: 'price_above', instrument_token: INFY, value: 1 })).channels).toEqual([
      'in_app',
      'webhook',
    ]);
    expect(
      (await create(u, { kind: 'price_above', instrument_token: INFY, value: 2, channels: ['webhook'] })).channels,
    ).toEqual(['webhook']);
  });
});

describe('refused bodies', () => {
  it('answers 400 naming the field, and stores nothing', async () => {
    const u = await newUser();
    await refused(u, { kind: 'price_sideways', instrument_token: INFY, value: 1 }, 'kind', /kind must be one of/);
    await refused(u, { kind: 'price_above', instrument_token: INFY }, 'value', /value is required/);
    await refused(u, { kind: 'price_above', value: 1 }, 'instrument_token', /instrument_token is required/);
    await refused(u, { kind: 'price_above', instrument_token: INFY, value: 0 }, 'value', /above 0/);
    await refused(u, { kind: 'change_pct_from_close', instrument_token: INFY, value: 0 }, 'value', /must not be 0/);
    for (const months of [0, 25, 1.5])
      await refused(u, { kind: 'change_pct_from_high', instrument_token: INFY, value: -5, months }, 'months', /months/);
    await refused(u, { kind: 'change_pct_from_high', instrument_token: INFY, value: -5 }, 'months', /required/);
    await refused(u, { kind: 'week52_high_break', instrument_token: INFY, value: 1 }, 'value', /left out/);
    await refused(u, { kind: 'portfolio_day_pnl', instrument_token: INFY, value: 1 }, 'instrument_token', /left out/);
    const past = { kind: 'price_above', instrument_token: INFY, value: 1, expires_at: '2020-01-01T00:00:00Z' };
    await refused(u, past, 'expires_at', /in the future/);
    await refused(
      u,
      { kind: 'price_above', instrument_token: 999_999_999, value: 1 },
      'instrument_token',
      /not a known instrument/,
    );
    await refused(
      u,
      { kind: 'price_above', instrument_token: INFY, value: 1, channels: ['pigeon'] },
      'channels',
      /each channel/,
    );
    const email = { kind: 'price_above', instrument_token: INFY, value: 1, channels: ['in_app', 'email'] };
    await refused(u, email, 'channels', /^email is not verified: verify an address in Settings$/);
    await refused(u, { ...email, channels: ['telegram'] }, 'channels', /telegram is not linked/);
    await refused(u, { ...email, channels: ['web_push'] }, 'channels', /web_push has no browser/);
    expect(await ruleCount(u.id)).toBe(0);
  });
});

describe('listing', () => {
  it('lists newest first with filters, pages and counts per status over all rules', async () => {
    const u = await newUser();
    const made: AlertRule[] = [];
    for (const [kind, token, value] of [
      ['price_above', INFY, 1600],
      ['price_below', INFY, 1400],
      ['price_above', RELIANCE, 3000],
      ['change_pct_from_close', RELIANCE, 3],
      ['price_below', TCS, 3000],
    ] as const)
      made.push(await create(u, { kind, instrument_token: token, value, expires_at: FUTURE }));
    // The rule engine's doing, and time passing: one fired, one triggered, one past its expiry while fired.
    await infra.db.query("UPDATE alerts.rules SET state = 'fired' WHERE id = $1", [made[0].id]);
    await infra.db.query("UPDATE alerts.rules SET state = 'triggered' WHERE id = $1", [made[1].id]);
    await infra.db.query(
      "UPDATE alerts.rules SET state = 'fired', expires_at = now() - interval '1 minute' WHERE id = $1",
      [made[2].id],
    );
    const list = async (q = '') => (await u.api.get(`/alerts/rules${q}`)).body.data;
    const all = await list();
    expect(all.rules.map((r: AlertRule) => r.id)).toEqual(made.map((r) => r.id).reverse());
    expect(all).toMatchObject({
      total: 5,
      counts: { armed: 2, triggered: 1, fired: 1, expired: 1 },
      limit_per_user: 1000,
      page: 1,
    });
    expect(all.rules.map((r: AlertRule) => r.status)).toEqual(['armed', 'armed', 'expired', 'triggered', 'fired']);
    const expired = await list('?status=expired');
    expect(expired.rules.map((r: AlertRule) => r.id)).toEqual([made[2].id]);
    expect(expired.counts).toEqual(all.counts);
    expect((await list('?status=fired')).rules.map((r: AlertRule) => r.id)).toEqual([made[0].id]);
    expect((await list('?status=armed')).total).toBe(2);
    expect((await list('?kind=price_below')).rules.map((r: AlertRule) => r.id)).toEqual([made[4].id, made[1].id]);
    expect((await list(`?instrument_token=${RELIANCE}`)).total).toBe(2);
    expect((await list(`?kind=price_above&instrument_token=${INFY}`)).rules.map((r: AlertRule) => r.id)).toEqual([
      made[0].id,
    ]);
    const second = await list('?page=2&limit=2');
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.rules.map((r: AlertRule) => r.id)).toEqual([made[2].id, made[1].id]);
    expect((await u.api.get('/alerts/rules?limit=1001')).status).toBe(400);
    expect((await u.api.get('/alerts/rules?status=sleeping')).status).toBe(400);
  });
});

describe('replacing and deleting', () => {
  it('replaces the rule with the same body as a create and arms it afresh', async () => {
    const u = await newUser();
    const r = await create(u, { kind: 'price_above', instrument_token: INFY, value: 1600, recurring: true });
    await infra.db.query(
      "UPDATE alerts.rules SET state = 'triggered', level = 1600, last_fired_at = now(), updated_at = now() - interval '1 hour' WHERE id = $1",
      [r.id],
    );
    changed.length = 0;
    const res = await u.api.put(`/alerts/rules/${r.id}`, {
      kind: 'change_pct_from_close',
      instrument_token: RELIANCE,
      value: -4.25,
    });
    expect(res.status).toBe(200);
    const next = res.body.data.rule as AlertRule;
    expect(next).toMatchObject({
      id: r.id,
      kind: 'change_pct_from_close',
      instrument_token: RELIANCE,
      tradingsymbol: 'RELIANCE',
      value: -4.25,
      recurring: false,
      note: null,
      status: 'armed',
      level: null,
      last_fired_at: null,
      created_at: r.created_at,
    });
    expect(Date.parse(next.updated_at)).toBeGreaterThanOrEqual(Date.parse(r.updated_at));
    await announced(r.id);
    const bad = await u.api.put(`/alerts/rules/${r.id}`, { kind: 'price_above', instrument_token: INFY, value: -1 });
    expect(bad.status).toBe(400);
    expect((await u.api.get('/alerts/rules')).body.data.rules[0]).toMatchObject({
      kind: 'change_pct_from_close',
      value: -4.25,
    });
  });

  it('deletes the rule and keeps its fires in the history without it', async () => {
    const u = await newUser();
    const r = await create(u, { kind: 'price_above', instrument_token: INFY, value: 1600 });
    const [fire] = await infra.db.query<{ id: string }>(
      `INSERT INTO alerts.rule_fires (user_id, rule_id, kind, instrument_token, tradingsymbol, level, observed, message, fired_at)
       VALUES ($1, $2, 'price_above', $3, 'INFY', 1600, 1604.5, 'INFY crossed above ₹1,600.00 (now ₹1,604.50)', now()) RETURNING id`,
      [u.id, r.id, INFY],
    );
    changed.length = 0;
    const res = await u.api.del(`/alerts/rules/${r.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: r.id });
    await announced(r.id);
    expect(await ruleCount(u.id)).toBe(0);
    const [kept] = await infra.db.query<{ rule_id: string | null }>(
      'SELECT rule_id FROM alerts.rule_fires WHERE id = $1',
      [fire.id],
    );
    expect(kept).toEqual({ rule_id: null });
    expect((await u.api.del(`/alerts/rules/${r.id}`)).status).toBe(404);
  });

  it("answers another user's rule exactly as a missing one, and leaves it alone", async () => {
    const owner = await newUser();
    const other = await newUser();
    const r = await create(owner, { kind: 'price_above', instrument_token: INFY, value: 1600 });
    const body = { kind: 'price_above', instrument_token: INFY, value: 1 };
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const send of [
      (id: string) => other.api.put(`/alerts/rules/${id}`, body),
      (id: string) => other.api.del(`/alerts/rules/${id}`),
    ]) {
      const theirs = await send(r.id);
      const none = await send(missing);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(none.body);
    }
    expect((await other.api.get('/alerts/rules')).body.data).toMatchObject({ total: 0, rules: [] });
    expect((await owner.api.get('/alerts/rules')).body.data.rules[0]).toMatchObject({ id: r.id, value: 1600 });
  });
});

describe('the limit of rules per user', () => {
  it('fits 1,000 rules and refuses the 1,001st with 409, also when two creates race for the last place', async () => {
    const u = await newUser();
    await infra.db.query(
      `INSERT INTO alerts.rules (user_id, instrument_token, tradingsymbol, exchange, kind, value, channels, level)
       SELECT $1, $2, 'INFY', 'NSE', 'price_above', 1000 + i, '{in_app}', 1000 + i FROM generate_series(1, $3::int - 2) i`,
      [u.id, INFY, MAX_RULES_PER_USER],
    );
    const body = { kind: 'price_above', instrument_token: INFY, value: 1 };
    await create(u, body);
    const race = await Promise.all([u.api.post('/alerts/rules', body), u.api.post('/alerts/rules', body)]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ruleCount(u.id)).toBe(1000);
    const over = await u.api.post('/alerts/rules', body);
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(
      'You already have 1,000 alert rules, the most an account may hold: delete one to add another',
    );
    expect(await ruleCount(u.id)).toBe(1000);
    const { total, counts } = (await u.api.get('/alerts/rules?limit=1000')).body.data;
    expect({ total, armed: counts.armed }).toEqual({ total: 1000, armed: 1000 });
  }, 20_000);
});
