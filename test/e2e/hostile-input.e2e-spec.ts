import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DEMO_USERS, MARKET_EVENTS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { discoverApiRoutes, routeMetadata, type DiscoveredRoute, type RouteMeta } from '../support/routes.js';
import { checksumQuery, type Checksums } from '../support/db-checksum.js';
import {
  envelopeProblem,
  fuzzRoute,
  idsOwnedBy,
  pollution,
  refusedWithoutChange as refusedUnchanged,
} from '../support/hostile.js';
import {
  DEEP_BODIES,
  HOSTILE_STACK_ENV,
  KNOWN_ROUTES,
  POLLUTED_QUERIES,
  POLLUTION_BODIES,
  POISON,
  QUERY_ROUTES,
  RELIANCE,
  apiAs,
  newUser as createUser,
  seedCustomerRows,
} from '../support/hostile-cases.js';
import {
  SQL_TEXTS,
  UNICODE_NAMES,
  pollutedRowCount,
  sqlTextRoundTrip,
  tableCount,
  unicodeNameRoundTrip,
  unstorableTextCases,
  userCount,
} from '../support/hostile-text.js';

const { admin } = DEMO_USERS;

/** Fixed so a failure replays; FUZZ_SEED explores other inputs, FUZZ_RUNS changes the depth. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

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

const api = (cookie: string) => apiAs(base, cookie);
const newUser = (email: string) => createUser(base, email);

/** The cookie a route is fuzzed with: none for public routes, an admin's for admin routes, else a customer's. */
function cookieFor(meta: RouteMeta | undefined): string | undefined {
  if (!meta || meta.isPublic || meta.optionalAuth) return undefined;
  return meta.roles?.includes('admin') ? adminCookie : customer.cookie;
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, HOSTILE_STACK_ENV);
  base = await stack.startAll();
  nc = await connect({ servers: infra.nats.url });
  nc.subscribe(MARKET_EVENTS.ticks, {
    callback: () => {
      lastTickAt = Date.now();
    },
  });

  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  customer = await newUser('fuzz.customer@example.com');
  target = await newUser('fuzz.target@example.com');
  await seedCustomerRows(api(customer.cookie));

  routes = discoverApiRoutes(stack.gateway!);
  metas = routeMetadata(stack.gateway!);
  checksum = await checksumQuery(infra.db, {
    // Quotes and day candles are caches the feed and the analytics processor fill; failed sign-ins and
    // the request-limit counters are recorded on purpose, bad requests too (that is how throttling works).
    skip: ['market.quotes', 'market.day_candles', 'auth.login_failures', 'auth.limit_counters'],
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
  it('never answers 5xx, answers every 4xx in the error envelope and changes nothing on a 4xx', async () => {
    const customerIds = await idsOwnedBy(infra.db, customer.id);
    const failures: string[] = [];
    const started = Date.now();
    const run = { base, seed: SEED, runs: RUNS, checksum, lastTickAt: () => lastTickAt };
    for (const route of routes) {
      const meta = metas.get(route.key);
      const ids = meta?.roles?.includes('admin') ? [target.id] : customerIds;
      const failure = await fuzzRoute({ ...run, route, meta, cookie: cookieFor(meta), ids });
      if (failure) failures.push(failure);
    }
    console.log(
      `fuzzed ${routes.length} routes x ${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${SEED})`,
    );
    expect(failures).toEqual([]);
    expect((await request(base).get('/api/health/live')).status).toBe(200);
  }, 900_000);
});

/** Every 4xx of the hostile cases must also leave the database as it was. */
const refusedWithoutChange = (send: () => Promise<request.Response>, allowed: number[]) =>
  refusedUnchanged(checksum, send, allowed);

describe('oversized and deeply nested bodies', () => {
  it('answers 413 in the envelope for a body over BODY_LIMIT, signed in or not, and stores nothing', async () => {
    const huge = {
      tradingSymbol: 'RELIANCE',
      instrumentToken: RELIANCE,
      exchange: 'NSE',
      buyPrice: 1400,
      quantity: 1,
      name: 'x'.repeat(200_000),
    };
    const signedIn = await refusedWithoutChange(
      () => api(customer.cookie).post('/portfolio/manual/positions', huge),
      [413],
    );
    expect(signedIn.body.error).toMatch(/larger than/);
    await refusedWithoutChange(
      () =>
        request(base)
          .post('/api/auth/login')
          .send({ email: 'a@b.co', password: 'p'.repeat(300_000) }),
      [413],
    );
  });

  it.each(DEEP_BODIES)('refuses %s with 400 or 413, never a 500', async (_name, path, method, wrap, deep) => {
    await refusedWithoutChange(() => {
      const client = request(base);
      return client[method](`/api${path}`)
        .set('Cookie', customer.cookie)
        .set('Content-Type', 'application/json')
        .send(wrap(deep));
    }, [400, 413]);
    expect((await request(base).get('/api/health/live')).status).toBe(200);
  });
});

describe('prototype-pollution keys', () => {
  it.each(
    POLLUTION_BODIES.flatMap(([method, path, wrap]) =>
      POISON.map(([label, poison]) => [method, path, label, wrap(poison)] as const),
    ),
  )(
    '%s %s with a %s key: refused or ignored, never stored, Object.prototype untouched',
    async (method, path, _label, body) => {
      const client = request(base);
      const res = await client[method as 'post' | 'put'](`/api${path}`)
        .set('Cookie', customer.cookie)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(envelopeProblem(res)).toBeNull();
      expect(pollution()).toBeNull();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('polluted');
      expect(await pollutedRowCount(infra.db)).toBe(0);
    },
  );

  it('ignores or refuses pollution in query strings', async () => {
    for (const q of POLLUTED_QUERIES) {
      for (const path of QUERY_ROUTES) {
        const res = await request(base).get(`/api${path}?${q}&query=RELIANCE`).set('Cookie', customer.cookie);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(envelopeProblem(res)).toBeNull();
        expect(pollution()).toBeNull();
      }
    }
  });
});

describe('SQL-looking input', () => {
  it('stores names verbatim, searches for the literal text and drops nothing', async () => {
    const tables = await tableCount(infra.db);
    const c = api(customer.cookie);
    for (const text of SQL_TEXTS) {
      const { pos, lay, rule, search, loss, symbol, refused } = await sqlTextRoundTrip(
        c,
        text,
        SQL_TEXTS.indexOf(text),
      );
      expect(pos.status).toBe(201);
      expect(pos.body.data.position.name).toBe(text);
      expect(lay.status).toBe(201);
      expect(lay.body.data.layout.name).toContain(text);
      expect(rule.status).toBe(201);
      expect(rule.body.data.rule.rule_name).toBe(text);
      expect(search.status).toBe(200);
      expect(search.body.data.securities).toEqual([]);
      expect(loss.status).toBe(200);
      expect(loss.body.data.positions).toEqual([]);
      expect(symbol.status).toBeLessThan(500);
      expect(refused.status).toBe(400);
    }
    const reg = await request(base).post('/api/auth/register').send({
      email: 'sql.name@example.com',
      password: 'Sql12345678',
      first_name: SQL_TEXTS[0],
      last_name: SQL_TEXTS[2],
    });
    expect(reg.status).toBe(201);
    expect(reg.body.data.user).toMatchObject({ first_name: SQL_TEXTS[0], last_name: SQL_TEXTS[2] });
    expect([400, 401]).toContain(
      (await request(base).post('/api/auth/login').send({ email: "' OR 1=1 --@example.com", password: "' OR 1=1 --" }))
        .status,
    );
    expect(
      (await request(base).post('/api/auth/login').send({ email: 'investor@example.com', password: "' OR '1'='1" }))
        .status,
    ).toBe(401);
    expect(await tableCount(infra.db)).toBe(tables);
    expect(await userCount(infra.db)).toBeGreaterThan(3);
  });
});

describe('unicode in names', () => {
  it('stores Devanagari, emoji, right-to-left and zero-width text verbatim', async () => {
    const c = api(customer.cookie);
    for (const [i, name] of UNICODE_NAMES.entries()) {
      const { pos, lay } = await unicodeNameRoundTrip(c, name, i);
      expect(pos.status).toBe(201);
      expect(pos.body.data.position.name).toBe(name);
      expect(lay.status).toBe(201);
      expect(lay.body.data.layout.name).toBe(`${name} ${i}`);
    }
    // The fuzzer may have deleted the admin routes' target user, so this one is fresh.
    const renamed = await newUser('unicode.names@example.com');
    const updated = await request(base)
      .put(`/api/admin/users/${renamed.id}`)
      .set('Cookie', adminCookie)
      .send({ first_name: UNICODE_NAMES[0], last_name: UNICODE_NAMES[1] });
    expect(updated.status).toBe(200);
    expect(updated.body.data.user).toMatchObject({ first_name: UNICODE_NAMES[0], last_name: UNICODE_NAMES[1] });
    const search = await c.get(`/securities/search?query=${encodeURIComponent('रिलायंस')}`);
    expect(search.status).toBe(200);
  });

  it('refuses NUL characters and lone surrogates with 400 naming the field, in bodies, query strings and paths, and stores nothing', async () => {
    const cases = unstorableTextCases(base, {
      customerCookie: customer.cookie,
      customerId: customer.id,
      adminCookie,
    });
    for (const [name, send] of cases) {
      const res = await refusedWithoutChange(send, [400]);
      expect({ name, fields: (res.body.details ?? []).map((d: { field: string }) => d.field).join() }).toEqual({
        name,
        fields: expect.stringMatching(/./),
      });
    }
  });
});

describe('very long input', () => {
  it('answers a long path id and a long query in the envelope, and a request line over the header limit without a 5xx', async () => {
    const c = api(customer.cookie);
    await refusedWithoutChange(() => c.del(`/watchlist/${'a'.repeat(8000)}`), [400]);
    await refusedWithoutChange(() => c.get(`/securities/search?query=${'r'.repeat(8000)}`), [400]);
    const tooLong = await request(base)
      .get(`/api/watchlist/${'a'.repeat(40_000)}`)
      .set('Cookie', customer.cookie)
      .ok(() => true);
    expect([400, 414, 431]).toContain(tooLong.status);
    expect(envelopeProblem(tooLong)).toBeNull();
    expect((await request(base).get('/api/health/live')).status).toBe(200);
  });
});
