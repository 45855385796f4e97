import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { discoverApiRoutes, type DiscoveredRoute } from '../support/routes.js';
import { changedTables, checksumQuery } from '../support/db-checksum.js';
import { idsOwnedBy } from '../support/hostile.js';
import {
  MATRIX_PASSWORD,
  NIFTY_IT,
  NIFTY_PHARMA,
  TCS,
  callAs,
  fixturesOf,
  ok,
  type ActorName,
  type Entry,
  type Fixture,
  type MatrixActor,
  type MatrixWorld,
} from '../support/authorization-routes.js';
import { alertRuleRoutes } from '../support/authorization-routes-alert-rules.js';
import { alertDeliveryRoutes } from '../support/authorization-routes-alert-deliveries.js';
import { alertChannelRoutes } from '../support/authorization-routes-alert-channels.js';
import { accountAndMarketRoutes } from '../support/authorization-routes-account.js';
import { brokerConnectionRoutes } from '../support/authorization-routes-broker-connection.js';
import { corporateActionRoutes } from '../support/authorization-routes-corporate-actions.js';
import { importRoutes } from '../support/authorization-routes-imports.js';
import { ledgerRoutes } from '../support/authorization-routes-ledger.js';
import { reportRoutes } from '../support/authorization-routes-reports.js';
import { portfolioAndAlertsRoutes } from '../support/authorization-routes-portfolio.js';
import { settingsRoutes } from '../support/authorization-routes-settings.js';

const { admin } = DEMO_USERS;

/** The order the actors call each route in: A last, because A's call may consume A's resource. */
const ACTORS: ActorName[] = ['none', 'B', 'admin', 'A'];

let infra: TestInfra;
let stack: TestStack;
let base: string;
let actors: Record<ActorName, MatrixActor>;
let routes: DiscoveredRoute[];
let checksumOfA: () => Promise<Map<string, string>>;

/** The stack the route tables act on, filled in once it is up. */
const world = {} as MatrixWorld;
const fixtures = fixturesOf(world);
/** The expected status of every /api route for every actor (test/support/authorization-routes*.ts). */
const MATRIX: Record<string, Entry> = {
  ...accountAndMarketRoutes(world, fixtures),
  ...settingsRoutes(fixtures),
  ...portfolioAndAlertsRoutes(world, fixtures),
  ...brokerConnectionRoutes(),
  ...corporateActionRoutes(world),
  ...importRoutes(world),
  ...ledgerRoutes(),
  ...reportRoutes(world),
  ...alertRuleRoutes(world),
  ...alertDeliveryRoutes(world),
  ...alertChannelRoutes(),
};
const asA = () => callAs(world, actors.A.cookie);

async function customer(name: 'A' | 'B'): Promise<MatrixActor> {
  const email = `matrix.${name.toLowerCase()}@example.com`;
  await ok(request(base).post('/api/auth/register').send({ email, password: MATRIX_PASSWORD }));
  const s = await signIn(base, email, MATRIX_PASSWORD);
  return { name, cookie: cookieHeader(s.cookies), id: s.user.id, email };
}

/** Every id A owns (and A's user id), to be sure none shows up in another user's answers. */
async function idsOfA(): Promise<string[]> {
  return [actors.A.id!, ...(await idsOwnedBy(infra.db, actors.A.id!))];
}

async function freshCookie(a: MatrixActor): Promise<string> {
  if (a.name === 'none') return '';
  const email = a.name === 'admin' ? admin.email : a.email!;
  const password = a.name === 'admin' ? admin.password : MATRIX_PASSWORD;
  return cookieHeader((await signIn(base, email, password)).cookies);
}

function send(route: DiscoveredRoute, entry: Entry, f: Fixture, actor: MatrixActor, cookie: string) {
  const path = `/api${entry.path ? entry.path(f) : route.path.slice('/api'.length)}`;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let r = request(base)[method](path);
  if (cookie) r = r.set('Cookie', cookie);
  const body = entry.body?.(f, actor);
  if (body) r = r.send(body);
  const file = entry.upload?.();
  if (file) r = r.attach(file.field, Buffer.from(file.content), file.name);
  return r.ok(() => true);
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '1000',
    VALIDATE_USERNAME_PER_MINUTE: '1000',
  });
  base = await stack.startAll();
  const adminSession = await signIn(base, admin.email, admin.password);
  actors = {
    none: { name: 'none', cookie: '' },
    A: await customer('A'),
    B: await customer('B'),
    admin: { name: 'admin', cookie: cookieHeader(adminSession.cookies), id: adminSession.user.id },
  };
  Object.assign(world, { base, db: infra.db, actors });
  // Resources only A has, looked up by instrument token rather than by id.
  await ok(asA().del(`/dashboard/indices/${NIFTY_IT}`));
  await ok(asA().post('/dashboard/indices', { instrument_token: NIFTY_PHARMA, side: 'right' }));
  await ok(asA().post('/analytics/instruments/add', { instrument_token: TCS }));
  routes = discoverApiRoutes(stack.gateway!);
  checksumOfA = await checksumQuery(infra.db, {
    userId: actors.A.id,
    skip: ['auth.sessions', 'auth.refresh_tokens'],
    columns: { 'market.analytics_tracked_instruments': ['id', 'user_id', 'instrument_token', 'months'] },
  });
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('authorization matrix', () => {
  it('has an entry for every discovered route, and no entry for a route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(100);
    const discovered = routes.map((r) => r.key);
    expect(discovered.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !discovered.includes(k))).toEqual([]);
  });

  it("gives each actor the expected status on every route, leaves A untouched by others and never shows A's rows to them", async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const entry = MATRIX[route.key];
      if (!entry) continue;
      const f = entry.prepare ? await entry.prepare() : {};
      for (const name of ACTORS) {
        const actor = actors[name];
        const cookie = entry.freshSession ? await freshCookie(actor) : actor.cookie;
        const watchA = entry.onA && (name === 'B' || name === 'admin');
        const before = watchA ? await checksumOfA() : undefined;
        const res = await send(route, entry, f, actor, cookie);
        if (res.status !== entry.expect[name])
          mismatches.push(
            `${route.key} as ${name}: expected ${entry.expect[name]}, got ${res.status} ${res.text.slice(0, 200)}`,
          );
        if (res.status >= 400 && (res.body.success !== false || typeof res.body.error !== 'string'))
          mismatches.push(`${route.key} as ${name}: ${res.status} without the error envelope`);
        if (before && !(route.key.startsWith('PUT /api/admin/') && name === 'admin')) {
          const changed = changedTables(before, await checksumOfA());
          if (changed.length) mismatches.push(`${route.key} as ${name} changed A's rows in ${changed.join(', ')}`);
        }
        if ((name === 'B' || (name === 'admin' && !route.path.startsWith('/api/admin/'))) && res.status < 400) {
          const text = res.text;
          const leaked = (await idsOfA()).filter((id) => text.includes(id));
          if (leaked.length) mismatches.push(`${route.key} as ${name} shows A's ids ${leaked.join(', ')}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('refuses a forged or garbled session cookie with 401 on every route that needs a session', async () => {
    const forged =
      'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJ1c2VyVHlwZSI6ImFkbWluIn0.c2lnbmF0dXJl';
    const problems: string[] = [];
    for (const route of routes) {
      const entry = MATRIX[route.key];
      if (!entry || entry.expect.none !== 401 || route.key === 'POST /api/auth/refresh') continue;
      for (const cookie of [forged, 'access_token=garbage', `access_token=${'x'.repeat(5000)}`]) {
        const res = await send(route, { ...entry, prepare: undefined }, {}, actors.none, cookie);
        if (res.status !== 401) problems.push(`${route.key} with ${cookie.slice(0, 30)}: ${res.status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
