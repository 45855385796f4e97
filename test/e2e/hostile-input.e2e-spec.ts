import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import fc from 'fast-check';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DEMO_USERS, MARKET_EVENTS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { discoverApiRoutes, routeMetadata, type DiscoveredRoute, type RouteMeta } from '../support/routes.js';
import { changedTables, checksumQuery, type Checksums } from '../support/db-checksum.js';
import { requestFor, type FuzzRequest } from '../support/fuzz.js';

const { admin } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;

/** Fixed so a failure replays; FUZZ_SEED explores other inputs, FUZZ_RUNS changes the depth. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** A few routes every build must have; discovery missing one means discovery is broken. */
const KNOWN_ROUTES = [
  'POST /api/auth/login',
  'GET /api/admin/users',
  'PUT /api/portfolio/manual/positions/:id',
  'DELETE /api/watchlist/:id',
  'GET /api/historical/:token',
  'PUT /api/settings/layouts/:id',
  'POST /api/orders/place',
];

let infra: TestInfra;
let stack: TestStack;
let base: string;
let nc: NatsConnection;
let adminCookie: string;
let customer: { cookie: string; id: string };
let target: { id: string };
let routes: DiscoveredRoute[];
let metas: Map<string, RouteMeta>;
let checksum: () => Promise<Checksums>;
let lastTickAt = 0;

/**
 * Tables that the market feed's ticks move on their own (fills of limit orders, funds and holdings,
 * fired alerts): a change there right after a tick is the tick's doing, not the request's.
 */
const TICK_DRIVEN = ['portfolio.orders', 'portfolio.funds', 'portfolio.holdings', 'alerts.watchlist_entries', 'alerts.alerts'];

const api = (cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body),
  put: (path: string, body: object) => request(base).put(`/api${path}`).set('Cookie', cookie).send(body),
});

async function newUser(email: string, password = 'Hostile12345') {
  const reg = await request(base).post('/api/auth/register').send({ email, password });
  expect(reg.status).toBe(201);
  const s = await signIn(base, email, password);
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** Ids of every row the user owns, so generated paths sometimes name a real resource. */
async function idsOwnedBy(userId: string): Promise<string[]> {
  const tables = await infra.db.query<{ t: string }>(
    `SELECT c.table_schema || '.' || c.table_name AS t FROM information_schema.columns c
      JOIN information_schema.columns u ON u.table_schema = c.table_schema AND u.table_name = c.table_name AND u.column_name = 'user_id'
     WHERE c.column_name = 'id' AND c.data_type = 'uuid'`,
  );
  const ids: string[] = [];
  for (const { t } of tables) ids.push(...(await infra.db.query<{ id: string }>(`SELECT id::text AS id FROM ${t} WHERE user_id = $1`, [userId])).map((r) => r.id));
  return ids;
}

function sendRaw(req: FuzzRequest, cookie: string | undefined) {
  const url = `${req.path}${req.query ? `?${req.query}` : ''}`;
  const method = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  let r = request(base)[method](url);
  if (cookie) r = r.set('Cookie', cookie);
  if (req.body !== undefined) r = r.set('Content-Type', 'application/json').send(req.body);
  return r.ok(() => true);
}

const STACK_TRACE = /\n\s+at\s|\.ts:\d+|\.js:\d+|password_hash|token_hash|\$argon2/;

/** The README's error envelope: {success: false, error, details?} and nothing else. */
function envelopeProblem(res: request.Response): string | null {
  if (!/application\/json/.test(String(res.headers['content-type']))) return `content-type ${res.headers['content-type']}`;
  const body = res.body as Record<string, unknown>;
  const extra = Object.keys(body).filter((k) => !['success', 'error', 'details'].includes(k));
  if (extra.length) return `unexpected keys ${extra.join(', ')}`;
  if (body.success !== false) return 'success is not false';
  if (typeof body.error !== 'string' || body.error.length === 0) return 'error is not a non-empty string';
  if (body.details !== undefined) {
    const ok = Array.isArray(body.details) && body.details.every((d: { field?: unknown; errors?: unknown }) => typeof d.field === 'string' && Array.isArray(d.errors) && d.errors.every((e) => typeof e === 'string'));
    if (!ok) return 'details is not [{field, errors[]}]';
  }
  if (STACK_TRACE.test(res.text)) return 'leaks a stack trace or a hash';
  return null;
}

function pollution(): string | null {
  const probe = {} as Record<string, unknown>;
  const own = Object.getOwnPropertyNames(Object.prototype).filter((k) => !BASELINE_PROTO_KEYS.includes(k));
  if (own.length) return `Object.prototype gained ${own.join(', ')}`;
  if (probe.polluted !== undefined || probe.isAdmin !== undefined) return 'Object.prototype was polluted';
  return null;
}
const BASELINE_PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype);

/** The cookie a route is fuzzed with: none for public routes, an admin's for admin routes, else a customer's. */
function cookieFor(meta: RouteMeta | undefined): string | undefined {
  if (!meta || meta.isPublic || meta.optionalAuth) return undefined;
  return meta.roles?.includes('admin') ? adminCookie : customer.cookie;
}

function routeSeed(key: string): number {
  let h = SEED | 0;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h | 0;
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    // Few ticks and no quote flushes while the fuzzer compares the database before and after each call.
    SIMULATOR_INTERVAL_MS: '60000',
    QUOTE_FLUSH_INTERVAL_MS: '600000',
    REGISTER_PER_MINUTE: '100000',
    VALIDATE_USERNAME_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
  });
  base = await stack.startAll();
  nc = await connect({ servers: infra.nats.url });
  nc.subscribe(MARKET_EVENTS.ticks, { callback: () => {
      lastTickAt = Date.now();
    } });

  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  customer = await newUser('fuzz.customer@example.com');
  target = await newUser('fuzz.target@example.com');
  const c = api(customer.cookie);
  const pos = await c.post('/portfolio/manual/positions', { tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity: 10 });
  expect(pos.status).toBe(201);
  await c.post('/portfolio/manual/positions', { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1500, quantity: 5 });
  expect((await c.post(`/portfolio/manual/positions/${pos.body.data.position.id}/sell`, { sellPrice: 1500, quantity: 2 })).status).toBe(200);
  expect((await c.post('/watchlist', { instrument_token: INFY, target_price: 1 })).status).toBe(201);
  expect((await c.post('/settings/conditional-formatting', { table_name: 'portfolio', condition_type: 'greater_than', condition_value: 5, condition_column: 'pnl', text_color: '#00ff00' })).status).toBe(201);
  expect((await c.post('/settings/layouts', { name: 'Fuzz', layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'], columnConfigs: {} })).status).toBe(201);
  expect((await c.post('/orders/place', { order: { tradingsymbol: 'INFY', exchange: 'NSE', transaction_type: 'BUY', quantity: 1, order_type: 'LIMIT', price: 1, product: 'CNC' } })).status).toBe(201);

  routes = discoverApiRoutes(stack.gateway!);
  metas = routeMetadata(stack.gateway!);
  checksum = await checksumQuery(infra.db, {
    // Quotes and day candles are caches the feed and the analytics processor fill; failed sign-ins are
    // recorded on purpose (that is how throttling works).
    skip: ['market.quotes', 'market.day_candles', 'auth.login_failures'],
    columns: { 'market.analytics_tracked_instruments': ['id', 'user_id', 'instrument_token', 'months'] },
  });
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('route discovery', () => {
  it('finds every /api route of the running gateway, with metadata for each', () => {
    expect(routes.length).toBeGreaterThan(100);
    const keys = routes.map((r) => r.key);
    for (const known of KNOWN_ROUTES) expect(keys).toContain(known);
    expect(keys.filter((k) => !metas.has(k))).toEqual([]);
  });
});

describe('property-based fuzzing of every route', () => {
  it(
    'never answers 5xx, answers every 4xx in the error envelope and changes nothing on a 4xx',
    async () => {
      const customerIds = await idsOwnedBy(customer.id);
      const failures: string[] = [];
      const started = Date.now();
      for (const route of routes) {
        const meta = metas.get(route.key);
        const cookie = cookieFor(meta);
        const ids = meta?.roles?.includes('admin') ? [target.id] : customerIds;
        const seed = routeSeed(route.key);
        const property = fc.asyncProperty(requestFor(route, meta, ids), async (req) => {
          const before = await checksum();
          const sentAt = Date.now();
          const res = await sendRaw(req, cookie);
          const where = `${req.method} ${req.path}${req.query ? `?${req.query}` : ''} body=${req.body === undefined ? '(none)' : req.body.slice(0, 300)}`;
          if (res.status >= 500) throw new Error(`${res.status} ${res.text.slice(0, 300)} for ${where}`);
          const polluted = pollution();
          if (polluted) throw new Error(`${polluted} after ${where}`);
          if (res.status < 400) return;
          const problem = envelopeProblem(res);
          if (problem) throw new Error(`${res.status} ${problem}: ${res.text.slice(0, 300)} for ${where}`);
          const after = await checksum();
          const tickNearby = lastTickAt >= sentAt - 3000;
          const changed = changedTables(before, after).filter((t) => !(tickNearby && TICK_DRIVEN.includes(t)));
          if (changed.length) throw new Error(`${res.status} ${res.body.error} but ${changed.join(', ')} changed, for ${where}`);
        });
        try {
          await fc.assert(property, { numRuns: RUNS, seed });
        } catch (e) {
          const err = e as Error & { cause?: Error };
          const summary = err.message.split('\n').filter((l) => /seed|Counterexample|Shrunk/.test(l)).join('\n');
          failures.push(`${route.key} (FUZZ_SEED=${SEED}):\n${summary}\n${err.cause?.message ?? err.message.slice(0, 500)}`);
        }
      }
      console.log(`fuzzed ${routes.length} routes x ${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${SEED})`);
      expect(failures).toEqual([]);
      expect((await request(base).get('/api/health/live')).status).toBe(200);
    },
    240_000,
  );
});

/** Every 4xx of the hostile cases must also leave the database as it was. */
async function refusedWithoutChange(send: () => Promise<request.Response>, allowed: number[]) {
  const before = await checksum();
  const res = await send();
  if (!allowed.includes(res.status)) throw new Error(`expected ${allowed.join(' or ')}, got ${res.status} ${res.text.slice(0, 300)}`);
  expect(envelopeProblem(res)).toBeNull();
  expect(changedTables(before, await checksum())).toEqual([]);
  return res;
}

const layout = (extra: object = {}) => ({ layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'], ...extra });
const deepObject = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('oversized and deeply nested bodies', () => {
  it('answers 413 in the envelope for a body over BODY_LIMIT, signed in or not, and stores nothing', async () => {
    const huge = { tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity: 1, name: 'x'.repeat(200_000) };
    const signedIn = await refusedWithoutChange(() => api(customer.cookie).post('/portfolio/manual/positions', huge), [413]);
    expect(signedIn.body.error).toMatch(/larger than/);
    await refusedWithoutChange(() => request(base).post('/api/auth/login').send({ email: 'a@b.co', password: 'p'.repeat(300_000) }), [413]);
  });

  it.each([
    ['an object 10,000 levels deep in an unknown field', '/portfolio/manual/positions', 'post', (d: string) => `{"tradingSymbol":"RELIANCE","instrumentToken":${RELIANCE},"exchange":"NSE","buyPrice":1,"quantity":1,"extra":${d}}`, deepObject(10_000)],
    ['an object 10,000 levels deep in a free-form field', '/settings/layouts', 'post', (d: string) => `{"name":"Deep","layout":[],"containers":[],"columnConfigs":${d}}`, deepObject(10_000)],
    ['an object 10,000 levels deep as the whole body', '/auth/login', 'post', (d: string) => d, deepObject(10_000)],
    ['arrays 40,000 levels deep', '/settings/last-used-layout', 'put', (d: string) => `{"layout":${d},"containers":[]}`, deepArray(40_000)],
    ['arrays 40,000 levels deep on a route without a body', '/websocket/start', 'post', (d: string) => d, deepArray(40_000)],
  ] as const)('refuses %s with 400 or 413, never a 500', async (_name, path, method, wrap, deep) => {
    await refusedWithoutChange(
      () => request(base)[method](`/api${path}`).set('Cookie', customer.cookie).set('Content-Type', 'application/json').send(wrap(deep)),
      [400, 413],
    );
    expect((await request(base).get('/api/health/live')).status).toBe(200);
  });
});

describe('prototype-pollution keys', () => {
  const POISON: Array<[string, string]> = [
    ['__proto__', '{"__proto__":{"polluted":"yes","isAdmin":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
    ['prototype', '{"prototype":{"polluted":"yes"}}'],
  ];
  const bodies: Array<[string, string, (poison: string) => string]> = [
    ['post', '/portfolio/manual/positions', (p) => `{"tradingSymbol":"RELIANCE","instrumentToken":${RELIANCE},"exchange":"NSE","buyPrice":1400,"quantity":1,${p.slice(1, -1)}}`],
    ['put', '/settings/portfolio-variables', (p) => `{"above_cash":1,"below_cash":1,"stock_commission_pct":0.1,"future_commission_pct":0.1,${p.slice(1, -1)}}`],
    ['post', '/user/preferences', (p) => `{"preferences":{"portfolio_above_cash":5,${p.slice(1, -1)}}}`],
    ['post', '/settings/layouts', (p) => `{"name":"Proto","layout":[{"i":"watchlist","x":0,"y":0,"w":6,"h":6}],"containers":["watchlist"],"columnConfigs":${p}}`],
    ['put', '/settings/last-used-layout', (p) => `{"layout":[{"i":"watchlist","x":0,"y":0,"w":6,"h":6,${p.slice(1, -1)}}],"containers":["watchlist"]}`],
    ['post', '/orders/place', (p) => `{"order":{"tradingsymbol":"INFY","exchange":"NSE","transaction_type":"BUY","quantity":1,"order_type":"LIMIT","price":1,"product":"CNC",${p.slice(1, -1)}}}`],
    ['post', '/auth/register', (p) => `{"email":"proto.${Math.random().toString(36).slice(2)}@example.com","password":"Proto12345",${p.slice(1, -1)}}`],
  ];

  it.each(bodies.flatMap(([method, path, wrap]) => POISON.map(([label, poison]) => [method, path, label, wrap(poison)] as const)))(
    '%s %s with a %s key: refused or ignored, never stored, Object.prototype untouched',
    async (method, path, _label, body) => {
      const res = await request(base)[method as 'post' | 'put'](`/api${path}`).set('Cookie', customer.cookie).set('Content-Type', 'application/json').send(body);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(envelopeProblem(res)).toBeNull();
      expect(pollution()).toBeNull();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('polluted');
      const stored = await infra.db.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM settings.user_settings s WHERE s::text LIKE '%polluted%')
              + (SELECT count(*) FROM settings.layouts l WHERE l::text LIKE '%polluted%')
              + (SELECT count(*) FROM portfolio.positions p WHERE p::text LIKE '%polluted%')
              + (SELECT count(*) FROM portfolio.orders o WHERE o::text LIKE '%polluted%')
              + (SELECT count(*) FROM auth.users u WHERE u::text LIKE '%polluted%') AS n`,
      );
      expect(Number(stored[0].n)).toBe(0);
    },
  );

  it('ignores or refuses pollution in query strings', async () => {
    for (const q of ['__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '__proto__.polluted=yes', 'prototype[polluted]=yes']) {
      for (const path of ['/portfolio/loss-cover/positions', '/securities/search', '/alerts', '/settings/conditional-formatting', '/funds']) {
        const res = await request(base).get(`/api${path}?${q}&query=RELIANCE`).set('Cookie', customer.cookie);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(envelopeProblem(res)).toBeNull();
        expect(pollution()).toBeNull();
      }
    }
  });
});

describe('SQL-looking input', () => {
  const SQL = ["'; DROP TABLE portfolio.positions; --", "' OR 1=1 --", 'Robert"); DROP TABLE auth.users;--', "1; DELETE FROM settings.layouts WHERE '1'='1"];
  const tableCount = async () => Number((await infra.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM information_schema.tables WHERE table_schema IN ('auth','portfolio','market','settings','alerts')`))[0].n);

  it('stores names verbatim, searches for the literal text and drops nothing', async () => {
    const tables = await tableCount();
    const c = api(customer.cookie);
    for (const text of SQL) {
      const pos = await c.post('/portfolio/manual/positions', { tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity: 1, name: text });
      expect(pos.status).toBe(201);
      expect(pos.body.data.position.name).toBe(text);
      const lay = await c.post('/settings/layouts', { name: `${text} ${Math.random()}`, ...layout() });
      expect(lay.status).toBe(201);
      expect(lay.body.data.layout.name).toContain(text);
      const rule = await c.post('/settings/conditional-formatting', { table_name: 'portfolio', condition_type: 'greater_than', condition_value: 1, condition_column: 'pnl', text_color: '#ffffff', rule_name: text });
      expect(rule.status).toBe(201);
      expect(rule.body.data.rule.rule_name).toBe(text);
      const search = await c.get(`/securities/search?query=${encodeURIComponent(text.slice(0, 64))}&limit=50`);
      expect(search.status).toBe(200);
      expect(search.body.data.securities).toEqual([]);
      const loss = await c.get(`/portfolio/loss-cover/positions?search=${encodeURIComponent(text)}`);
      expect(loss.status).toBe(200);
      expect(loss.body.data.positions).toEqual([]);
      const symbol = await c.post('/watchlist', { instrument_token: RELIANCE, target_price: 1000 + SQL.indexOf(text), name: text, tradingsymbol: text });
      expect(symbol.status).toBeLessThan(500);
      const refused = await c.post('/portfolio/manual/positions', { tradingSymbol: text, instrumentToken: 999_999_999, exchange: 'NSE', buyPrice: 1, quantity: 1 });
      expect(refused.status).toBe(400);
    }
    const reg = await request(base).post('/api/auth/register').send({ email: 'sql.name@example.com', password: 'Sql12345678', first_name: SQL[0], last_name: SQL[2] });
    expect(reg.status).toBe(201);
    expect(reg.body.data.user).toMatchObject({ first_name: SQL[0], last_name: SQL[2] });
    expect([400, 401]).toContain((await request(base).post('/api/auth/login').send({ email: "' OR 1=1 --@example.com", password: "' OR 1=1 --" })).status);
    expect((await request(base).post('/api/auth/login').send({ email: 'investor@example.com', password: "' OR '1'='1" })).status).toBe(401);
    expect(await tableCount()).toBe(tables);
    expect(Number((await infra.db.query<{ n: string }>('SELECT count(*)::text AS n FROM auth.users'))[0].n)).toBeGreaterThan(3);
  });
});

describe('unicode in names', () => {
  const NAMES = ['आशा राव', 'रिलायंस इंडस्ट्रीज 📈', 'שלום עולם', '\u202Eevil\u202C', 'zero\u200Bwidth\u200D', '🚀💰🇮🇳', 'Ωμέγα', 'combining e\u0301'];

  it('stores Devanagari, emoji, right-to-left and zero-width text verbatim', async () => {
    const c = api(customer.cookie);
    for (const [i, name] of NAMES.entries()) {
      const pos = await c.post('/portfolio/manual/positions', { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1500, quantity: 1, name });
      expect(pos.status).toBe(201);
      expect(pos.body.data.position.name).toBe(name);
      const lay = await c.post('/settings/layouts', { name: `${name} ${i}`, ...layout() });
      expect(lay.status).toBe(201);
      expect(lay.body.data.layout.name).toBe(`${name} ${i}`);
    }
    // The fuzzer may have deleted the admin routes' target user, so this one is fresh.
    const renamed = await newUser('unicode.names@example.com');
    const updated = await request(base).put(`/api/admin/users/${renamed.id}`).set('Cookie', adminCookie).send({ first_name: NAMES[0], last_name: NAMES[1] });
    expect(updated.status).toBe(200);
    expect(updated.body.data.user).toMatchObject({ first_name: NAMES[0], last_name: NAMES[1] });
    const search = await c.get(`/securities/search?query=${encodeURIComponent('रिलायंस')}`);
    expect(search.status).toBe(200);
  });

  it('refuses NUL characters and lone surrogates with 400 naming the field, in bodies, query strings and paths, and stores nothing', async () => {
    const nul = 'a\u0000b';
    const c = customer.cookie;
    const cases: Array<[string, () => request.Test]> = [
      ['register first_name', () => request(base).post('/api/auth/register').send({ email: 'nul.name@example.com', password: 'Nul12345678', first_name: nul })],
      ['validate-username', () => request(base).post('/api/auth/validate-username').send({ username: nul })],
      ['register email with a lone surrogate', () => request(base).post('/api/auth/register').send({ email: '\uD800@example.com', password: 'Nul12345678' })],
      ['login email with a lone surrogate', () => request(base).post('/api/auth/login').send({ email: '\uDC00', password: 'x' })],
      ['layout name with a lone surrogate', () => request(base).post('/api/settings/layouts').set('Cookie', c).send({ name: 'half \uD83D', ...layout() })],
      ['login password', () => request(base).post('/api/auth/login').send({ email: 'investor@example.com', password: nul })],
      ['admin first_name', () => request(base).put(`/api/admin/users/${customer.id}`).set('Cookie', adminCookie).send({ first_name: nul })],
      ['position name', () => request(base).post('/api/portfolio/manual/positions').set('Cookie', c).send({ tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1, quantity: 1, name: nul })],
      ['position symbol', () => request(base).post('/api/portfolio/manual/positions').set('Cookie', c).send({ tradingSymbol: nul, instrumentToken: INFY, exchange: 'NSE', buyPrice: 1, quantity: 1 })],
      ['layout name', () => request(base).post('/api/settings/layouts').set('Cookie', c).send({ name: nul, ...layout() })],
      ['layout column config key', () => request(base).put('/api/settings/last-used-layout').set('Cookie', c).send({ ...layout(), columnConfigs: { [nul]: {} } })],
      ['rule name', () => request(base).post('/api/settings/conditional-formatting').set('Cookie', c).send({ table_name: 'portfolio', condition_type: 'greater_than', condition_value: 1, condition_column: 'pnl', text_color: '#ffffff', rule_name: nul })],
      ['row identifier', () => request(base).post('/api/settings/row-colors').set('Cookie', c).send({ table_name: 'portfolio', row_identifier: nul, background_color: '#ffffff' })],
      ['font family', () => request(base).put('/api/settings/font-preferences').set('Cookie', c).send({ base_font_size: 14, font_family: nul })],
      ['container id', () => request(base).post('/api/settings/collapsible-states').set('Cookie', c).send({ container_id: nul, is_collapsed: true })],
      ['watchlist name', () => request(base).post('/api/watchlist').set('Cookie', c).send({ instrument_token: INFY, target_price: 7, name: nul })],
      ['index name', () => request(base).post('/api/dashboard/indices').set('Cookie', c).send({ instrument_token: 256265, side: 'left', name: nul })],
      ['search query', () => request(base).get('/api/securities/search?query=a%00b').set('Cookie', c)],
      ['loss-cover search', () => request(base).get('/api/portfolio/loss-cover/positions?search=a%00b').set('Cookie', c)],
      ['path id', () => request(base).delete('/api/watchlist/%00').set('Cookie', c)],
    ];
    for (const [name, send] of cases) {
      const res = await refusedWithoutChange(send, [400]);
      expect({ name, fields: (res.body.details ?? []).map((d: { field: string }) => d.field).join() }).toEqual({ name, fields: expect.stringMatching(/./) });
    }
  });
});

describe('very long input', () => {
  it('answers a long path id and a long query in the envelope, and a request line over the header limit without a 5xx', async () => {
    await refusedWithoutChange(() => request(base).delete(`/api/watchlist/${'a'.repeat(8000)}`).set('Cookie', customer.cookie), [400]);
    await refusedWithoutChange(() => request(base).get(`/api/securities/search?query=${'r'.repeat(8000)}`).set('Cookie', customer.cookie), [400]);
    const tooLong = await request(base).get(`/api/watchlist/${'a'.repeat(40_000)}`).set('Cookie', customer.cookie).ok(() => true);
    expect([400, 414, 431]).toContain(tooLong.status);
    expect(envelopeProblem(tooLong)).toBeNull();
    expect((await request(base).get('/api/health/live')).status).toBe(200);
  });
});
