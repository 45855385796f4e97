import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { discoverApiRoutes, type DiscoveredRoute } from '../support/routes.js';
import { changedTables, checksumQuery } from '../support/db-checksum.js';

const { admin, investor } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;
const NIFTY_IT = 259849;
const NIFTY_PHARMA = 262409;
const PASSWORD = 'Matrix12345';

type ActorName = 'none' | 'A' | 'B' | 'admin';
/** The order the actors call each route in: A last, because A's call may consume A's resource. */
const ACTORS: ActorName[] = ['none', 'B', 'admin', 'A'];
type Expected = Record<ActorName, number>;

interface Actor {
  name: ActorName;
  cookie: string;
  id?: string;
  email?: string;
}

/** What one route's calls need: ids of A's fresh resources and the like. */
type Fixture = Record<string, string | number>;

interface Entry {
  expect: Expected;
  /** Builds the path (after /api) from the fixture; defaults to the route's own path. */
  path?: (f: Fixture) => string;
  body?: (f: Fixture, actor: Actor) => object;
  prepare?: () => Promise<Fixture>;
  /** B and the admin act on A's resources here: A's rows must come through unchanged. */
  onA?: boolean;
  /** The call ends or rotates the session, so each actor makes it with a session of its own. */
  freshSession?: boolean;
}

// Who gets what, per part 3 and the README: no session 401 except public routes; a customer 403 on
// admin routes; another user's id answers 404; each user acting on their own rows succeeds.
const signedIn = (ok: number): Expected => ({ none: 401, A: ok, B: ok, admin: ok });
const ownedByA = (ok: number): Expected => ({ none: 401, A: ok, B: 404, admin: 404 });
const adminOnly = (ok: number): Expected => ({ none: 401, A: 403, B: 403, admin: ok });
const everyone = (status: number): Expected => ({ none: status, A: status, B: status, admin: status });

let infra: TestInfra;
let stack: TestStack;
let base: string;
let actors: Record<ActorName, Actor>;
let routes: DiscoveredRoute[];
let checksumOfA: () => Promise<Map<string, string>>;

const call = (cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body),
  del: (path: string) => request(base).delete(`/api${path}`).set('Cookie', cookie),
});
const asA = () => call(actors.A.cookie);

async function ok<T = Record<string, unknown>>(res: request.Test | Promise<request.Response>, status = [200, 201]): Promise<T> {
  const r = await res;
  if (!status.includes(r.status)) throw new Error(`fixture call failed: ${r.status} ${r.text.slice(0, 300)}`);
  return r.body.data as T;
}

async function customer(name: 'A' | 'B'): Promise<Actor> {
  const email = `matrix.${name.toLowerCase()}@example.com`;
  await ok(request(base).post('/api/auth/register').send({ email, password: PASSWORD }));
  const s = await signIn(base, email, PASSWORD);
  return { name, cookie: cookieHeader(s.cookies), id: s.user.id, email };
}

let targetSeq = 0;
const newPosition = async (over: object = {}) =>
  (await ok<{ position: { id: string } }>(asA().post('/portfolio/manual/positions', { tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity: 10, ...over }))).position.id;
const newSold = async () => (await ok<{ soldPosition: { id: string } }>(asA().post(`/portfolio/manual/positions/${await newPosition()}/sell`, { sellPrice: 1500 }))).soldPosition.id;
const newWatch = async () => (await ok<{ id: string }>(asA().post('/watchlist', { instrument_token: INFY, target_price: 1 + ++targetSeq }))).id;
const newRule = async () =>
  (await ok<{ rule: { id: string } }>(asA().post('/settings/conditional-formatting', { table_name: 'portfolio', condition_type: 'greater_than', condition_value: 1, condition_column: 'pnl', text_color: '#00ff00' }))).rule.id;
const newLayout = async () =>
  (await ok<{ layout: { id: string } }>(asA().post('/settings/layouts', { name: `A layout ${++targetSeq}`, layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] }))).layout.id;
const newOrder = async () =>
  (await ok<{ order_id: string }>(asA().post('/orders/place', { order: { tradingsymbol: 'INFY', exchange: 'NSE', transaction_type: 'BUY', quantity: 1, order_type: 'LIMIT', price: 1, product: 'CNC' } }))).order_id;
async function newFuture(): Promise<Fixture> {
  const found = await ok<{ securities: Array<{ tradingsymbol: string; instrument_token: number; instrument_type: string; exchange: string }> }>(asA().get('/securities/search?query=NIFTY&limit=50'));
  const [near, next] = found.securities.filter((s) => s.instrument_type === 'FUT' && s.exchange === 'NFO');
  const id = await newPosition({ tradingSymbol: near.tradingsymbol, instrumentToken: near.instrument_token, exchange: 'NFO', buyPrice: 26000, quantity: 65, instrumentType: 'FUT' });
  return { id, nextSymbol: next.tradingsymbol, nextToken: next.instrument_token };
}
const rollover = (f: Fixture) => ({ newTradingSymbol: f.nextSymbol, newInstrumentToken: f.nextToken, newExpiry: '2027-01-26', closePrice: 26100, openPrice: 26200 });
async function newAlert(): Promise<string> {
  const entry = await newWatch();
  const [row] = await infra.db.query<{ id: string }>(
    `INSERT INTO alerts.alerts (id, user_id, entry_id, instrument_token, tradingsymbol, target_price, current_price, triggered_at)
     VALUES (gen_random_uuid(), $1, $2, $3, 'INFY', 2, 1.5, now()) RETURNING id::text AS id`,
    [actors.A.id, entry, INFY],
  );
  return row.id;
}
/** Makes room on everyone's right side, so adding an index succeeds for each actor. */
async function freeRightSide(): Promise<Fixture> {
  for (const a of [actors.A, actors.B, actors.admin]) await call(a.cookie).del(`/dashboard/indices/${NIFTY_IT}`);
  return {};
}

const position = { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1500, quantity: 1 };
const layoutBody = { layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] };

/** The expected status of every /api route for every actor. A route missing here fails the test. */
const MATRIX: Record<string, Entry> = {
  // Auth and health: public or optional-session routes answer everyone alike.
  'POST /api/auth/login': { expect: everyone(200), body: () => ({ email: investor.email, password: investor.password }) },
  'POST /api/auth/refresh': { expect: { none: 401, A: 200, B: 200, admin: 200 }, freshSession: true },
  'POST /api/auth/logout': { expect: everyone(200), freshSession: true },
  'POST /api/auth/clear-tokens': { expect: everyone(200), freshSession: true },
  'GET /api/auth/profile': { expect: signedIn(200) },
  'POST /api/auth/validate-username': { expect: everyone(200), body: () => ({ username: 'matrix.a@example.com' }) },
  'POST /api/auth/register': {
    // Only an admin may create an admin account; anyone may register a customer while registration is open.
    expect: { none: 403, A: 403, B: 403, admin: 201 },
    body: (_f, a) => ({ email: `matrix.new.${a.name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD, user_type: 'admin' }),
  },
  'GET /api/health': { expect: everyone(200) },
  'GET /api/health/live': { expect: everyone(200) },
  'GET /api/health/ready': { expect: everyone(200) },

  // Admin API.
  'GET /api/admin/users': { expect: adminOnly(200) },
  'PUT /api/admin/users/:id': { expect: adminOnly(200), path: () => `/admin/users/${actors.A.id}`, body: () => ({ first_name: 'Renamed' }), onA: true },
  'DELETE /api/admin/users/:id': {
    expect: adminOnly(200),
    prepare: async () => ({ id: (await ok<{ user: { id: string } }>(request(base).post('/api/auth/register').send({ email: `matrix.gone.${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD }))).user.id }),
    path: (f) => `/admin/users/${f.id}`,
  },
  'GET /api/admin/users/:id/data-summary': { expect: adminOnly(200), path: () => `/admin/users/${actors.A.id}/data-summary`, onA: true },
  'POST /api/instruments/reload': { expect: adminOnly(200), body: () => ({ source: 'bundled' }) },
  'POST /api/market/simulator/price': { expect: adminOnly(200), body: () => ({ instrument_token: TCS, last_price: 3500 }) },

  // Market data: any signed-in user.
  'GET /api/instruments/status': { expect: signedIn(200) },
  'GET /api/securities/search': { expect: signedIn(200), path: () => '/securities/search?query=RELIANCE' },
  'GET /api/market-data': { expect: signedIn(200) },
  'GET /api/historical/:token': { expect: signedIn(200), path: () => `/historical/${RELIANCE}` },
  'GET /api/analysis/:token': { expect: signedIn(200), path: () => `/analysis/${RELIANCE}` },
  'GET /api/analysis/quarterly/:token': { expect: signedIn(200), path: () => `/analysis/quarterly/${RELIANCE}` },
  'GET /api/dashboard/available-indices': { expect: signedIn(200) },
  'GET /api/dashboard/indices/side/:side': { expect: signedIn(200), path: () => '/dashboard/indices/side/right' },
  'POST /api/dashboard/indices': { expect: signedIn(201), prepare: freeRightSide, body: () => ({ instrument_token: NIFTY_IT, side: 'right' }) },
  // Only A shows NIFTY PHARMA (set up in beforeAll): the others have nothing under that token.
  'DELETE /api/dashboard/indices/:token': { expect: ownedByA(200), path: () => `/dashboard/indices/${NIFTY_PHARMA}`, onA: true },
  'POST /api/websocket/start': { expect: signedIn(200) },
  'POST /api/websocket/stop': { expect: signedIn(200) },
  'POST /api/websocket/subscribe': { expect: signedIn(200), body: () => ({ instruments: [RELIANCE] }) },
  'POST /api/websocket/unsubscribe': { expect: signedIn(200), body: () => ({ instruments: [RELIANCE] }) },

  // Analytics: each user's own tracked instruments.
  'POST /api/analytics/instruments/add': { expect: signedIn(200), body: () => ({ instrument_token: INFY }) },
  'POST /api/analytics/instruments/bulk-add': { expect: signedIn(200), body: () => ({ instrument_tokens: [INFY, RELIANCE] }) },
  'POST /api/analytics/instruments/bulk-add-rate-limited': { expect: signedIn(200), body: () => ({ instrument_tokens: [RELIANCE] }) },
  'GET /api/analytics/processing-status': { expect: signedIn(200) },
  'POST /api/analytics/restart-processing': { expect: signedIn(200) },
  'GET /api/analytics/failed-instruments': { expect: signedIn(200) },
  'POST /api/analytics/retry-failed': { expect: signedIn(200) },
  'GET /api/analytics/instruments/tracked': { expect: signedIn(200) },
  'GET /api/analytics/bulk-data-instant': { expect: signedIn(200) },
  'POST /api/analytics/data/update': { expect: signedIn(200) },
  // A tracks TCS (beforeAll); nobody else does, so removing it is A's call alone.
  'POST /api/analytics/instruments/remove': { expect: ownedByA(200), body: () => ({ instrument_token: TCS }), onA: true },

  // Settings: whole-object settings are per user; rules, colours and layouts are A's rows.
  'GET /api/settings/all': { expect: signedIn(200) },
  'GET /api/settings/portfolio-variables': { expect: signedIn(200) },
  'PUT /api/settings/portfolio-variables': { expect: signedIn(200), body: () => ({ above_cash: 7000, below_cash: 1000, stock_commission_pct: 0.1, future_commission_pct: 0.05 }) },
  'GET /api/settings/loss-cover': { expect: signedIn(200) },
  'PUT /api/settings/loss-cover': { expect: signedIn(200), body: () => ({ min_loss_percent: 1, max_loss_percent: 50 }) },
  'GET /api/settings/color-preferences': { expect: signedIn(200) },
  'PUT /api/settings/color-preferences': { expect: signedIn(200), body: () => ({ primary: '#111111', success: '#00ff00', danger: '#ff0000', warning: '#ffaa00', info: '#0000ff' }) },
  'GET /api/settings/table-settings': { expect: signedIn(200) },
  'PUT /api/settings/table-settings': { expect: signedIn(200), body: () => ({ separate_pnl_columns: true, show_percentage_pnl: true, show_cash_pnl: false, enable_conditional_formatting: true, enable_row_colors: false }) },
  'GET /api/settings/font-preferences': { expect: signedIn(200) },
  'PUT /api/settings/font-preferences': { expect: signedIn(200), body: () => ({ base_font_size: 15, font_family: 'Inter' }) },
  'GET /api/settings/header-preferences': { expect: signedIn(200) },
  'PUT /api/settings/header-preferences': { expect: signedIn(200), body: () => ({ auto_hide_enabled: true, proximity_threshold: 40, hide_delay: 500, show_delay: 100 }) },
  'PUT /api/settings/table-colors/:table': { expect: signedIn(200), path: () => '/settings/table-colors/watchlist', body: () => ({ color: '#123456' }) },
  'GET /api/settings/conditional-formatting': { expect: signedIn(200) },
  'POST /api/settings/conditional-formatting': { expect: signedIn(201), body: () => ({ table_name: 'watchlist', condition_type: 'less_than', condition_value: 0, condition_column: 'pnl', background_color: '#ff0000' }) },
  'PUT /api/settings/conditional-formatting/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newRule() }), path: (f) => `/settings/conditional-formatting/${f.id}`, body: () => ({ priority: 9 }), onA: true },
  'DELETE /api/settings/conditional-formatting/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newRule() }), path: (f) => `/settings/conditional-formatting/${f.id}`, onA: true },
  'GET /api/settings/row-colors': { expect: signedIn(200) },
  'POST /api/settings/row-colors': { expect: signedIn(200), body: () => ({ table_name: 'watchlist', row_identifier: 'INFY', background_color: '#eeeeee' }) },
  'DELETE /api/settings/row-colors': {
    expect: ownedByA(200),
    prepare: async () => (await ok(asA().post('/settings/row-colors', { table_name: 'portfolio', row_identifier: 'A-only', background_color: '#eeeeee' })), {}),
    body: () => ({ table_name: 'portfolio', row_identifier: 'A-only' }),
    onA: true,
  },
  'GET /api/settings/row-text-colors': { expect: signedIn(200) },
  'POST /api/settings/row-text-colors': { expect: signedIn(200), body: () => ({ table_name: 'watchlist', row_identifier: 'INFY', text_color: '#111111' }) },
  'DELETE /api/settings/row-text-colors': {
    expect: ownedByA(200),
    prepare: async () => (await ok(asA().post('/settings/row-text-colors', { table_name: 'portfolio', row_identifier: 'A-only', text_color: '#111111' })), {}),
    body: () => ({ table_name: 'portfolio', row_identifier: 'A-only' }),
    onA: true,
  },
  'GET /api/settings/collapsible-states': { expect: signedIn(200) },
  'POST /api/settings/collapsible-states': { expect: signedIn(200), body: () => ({ container_id: 'watchlist', is_collapsed: true }) },
  'GET /api/settings/column-configs': { expect: signedIn(200) },
  'PUT /api/settings/column-configs/:containerType': {
    expect: signedIn(200),
    path: () => '/settings/column-configs/watchlist',
    body: () => ({ containerType: 'watchlist', selectedColumns: ['instrument', 'actions'], columnOrder: ['instrument', 'actions'] }),
  },
  'DELETE /api/settings/column-configs/:containerType': { expect: signedIn(200), path: () => '/settings/column-configs/watchlist' },
  'GET /api/settings/layouts': { expect: signedIn(200) },
  'POST /api/settings/layouts': { expect: signedIn(201), body: (_f, a) => ({ name: `Layout of ${a.name} ${++targetSeq}`, ...layoutBody }) },
  'PUT /api/settings/layouts/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newLayout() }), path: (f) => `/settings/layouts/${f.id}`, body: () => ({ ...layoutBody, name: `Taken over ${++targetSeq}` }), onA: true },
  'DELETE /api/settings/layouts/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newLayout() }), path: (f) => `/settings/layouts/${f.id}`, onA: true },
  'GET /api/settings/last-used-layout': { expect: signedIn(200) },
  'PUT /api/settings/last-used-layout': { expect: signedIn(200), body: () => layoutBody },
  'GET /api/settings/active-layout': { expect: signedIn(200) },
  // Pointing one's active layout at A's layout is refused as not found.
  'PUT /api/settings/active-layout': { expect: ownedByA(200), prepare: async () => ({ id: await newLayout() }), body: (f) => ({ active_layout_id: f.id }), onA: true },
  'GET /api/user/preferences': { expect: signedIn(200) },
  // Answers 201 (pinned by the settings suite), unlike the other upserts.
  'POST /api/user/preferences': { expect: signedIn(201), body: () => ({ preferences: { portfolio_above_cash: 5000 } }) },

  // Portfolio: manual positions, sales, re-buy, paper broker.
  'GET /api/portfolio/manual/positions': { expect: signedIn(200) },
  'POST /api/portfolio/manual/positions': { expect: signedIn(201), body: () => position },
  'PUT /api/portfolio/manual/positions/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newPosition() }), path: (f) => `/portfolio/manual/positions/${f.id}`, body: () => ({ quantity: 99 }), onA: true },
  'DELETE /api/portfolio/manual/positions/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newPosition() }), path: (f) => `/portfolio/manual/positions/${f.id}`, onA: true },
  'POST /api/portfolio/manual/positions/:id/sell': { expect: ownedByA(200), prepare: async () => ({ id: await newPosition() }), path: (f) => `/portfolio/manual/positions/${f.id}/sell`, body: () => ({ sellPrice: 1500, quantity: 1 }), onA: true },
  'POST /api/portfolio/manual/positions/:id/square-off': { expect: ownedByA(200), prepare: async () => ({ id: await newPosition() }), path: (f) => `/portfolio/manual/positions/${f.id}/square-off`, body: () => ({ price: 1450 }), onA: true },
  'POST /api/portfolio/manual/positions/:id/rollover': { expect: ownedByA(200), prepare: newFuture, path: (f) => `/portfolio/manual/positions/${f.id}/rollover`, body: rollover, onA: true },
  'POST /api/portfolio/manual/bulk-rollover': { expect: ownedByA(200), prepare: newFuture, body: (f) => ({ rolloverData: [{ positionId: f.id, ...rollover(f) }] }), onA: true },
  'GET /api/portfolio/manual/rollover-history': { expect: signedIn(200) },
  'POST /api/portfolio/manual/bulk-import/live-positions': { expect: signedIn(201), body: () => ({ positions: [position] }) },
  'POST /api/portfolio/manual/bulk-import/sold-positions': { expect: signedIn(201), body: () => ({ positions: [{ ...position, sellPrice: 1600 }] }) },
  'POST /api/portfolio/manual/bulk-import/rollover-history': {
    expect: signedIn(201),
    body: () => ({ rolloverHistory: [{ fromSymbol: 'NIFTY26DECFUT', toSymbol: 'NIFTY27JANFUT', toInstrumentToken: 12345, newExpiry: '2027-01-26', quantity: 65, closePrice: 26000, openPrice: 26100 }] }),
  },
  'GET /api/portfolio/sold-positions': { expect: signedIn(200) },
  'DELETE /api/portfolio/sold-positions/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newSold() }), path: (f) => `/portfolio/sold-positions/${f.id}`, onA: true },
  // Only the caller's rows count: B and the admin delete nothing of A's, and are told so.
  'POST /api/portfolio/sold-positions/bulk-delete': { expect: signedIn(200), prepare: async () => ({ id: await newSold() }), body: (f) => ({ soldPositionIds: [f.id] }), onA: true },
  'GET /api/portfolio/all-positions': { expect: signedIn(200) },
  'GET /api/portfolio/loss-cover/positions': { expect: signedIn(200) },
  'GET /api/rebuy/entries': { expect: signedIn(200) },
  'GET /api/rebuy/stats': { expect: signedIn(200) },
  'DELETE /api/rebuy/entry/:id': {
    expect: ownedByA(200),
    prepare: async () => {
      await newSold();
      return { id: (await infra.db.query<{ id: string }>('SELECT id::text AS id FROM portfolio.rebuy_entries WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [actors.A.id]))[0].id };
    },
    path: (f) => `/rebuy/entry/${f.id}`,
    onA: true,
  },
  'DELETE /api/rebuy/instrument/:id': { expect: ownedByA(200), prepare: async () => (await newSold(), {}), path: () => `/rebuy/instrument/${RELIANCE}`, onA: true },
  'GET /api/funds': { expect: signedIn(200) },
  'GET /api/portfolio/holdings': { expect: signedIn(200) },
  'GET /api/orders': { expect: signedIn(200) },
  'POST /api/orders/place': { expect: signedIn(201), body: () => ({ order: { tradingsymbol: 'RELIANCE', exchange: 'NSE', transaction_type: 'BUY', quantity: 1, order_type: 'LIMIT', price: 1, product: 'CNC' } }) },
  'DELETE /api/orders/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newOrder() }), path: (f) => `/orders/${f.id}`, onA: true },
  'GET /api/user-details': { expect: signedIn(200) },

  // Watchlist and alerts.
  'GET /api/watchlist': { expect: signedIn(200) },
  'POST /api/watchlist': { expect: signedIn(201), body: () => ({ instrument_token: RELIANCE, target_price: 100 + ++targetSeq }) },
  'PUT /api/watchlist/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newWatch() }), path: (f) => `/watchlist/${f.id}`, body: () => ({ target_price: 900 + ++targetSeq }), onA: true },
  'DELETE /api/watchlist/:id': { expect: ownedByA(200), prepare: async () => ({ id: await newWatch() }), path: (f) => `/watchlist/${f.id}`, onA: true },
  'GET /api/alerts': { expect: signedIn(200) },
  'POST /api/alerts/:id/read': { expect: ownedByA(200), prepare: async () => ({ id: await newAlert() }), path: (f) => `/alerts/${f.id}/read`, onA: true },
};

/** Every id A owns (and A's user id), to be sure none shows up in another user's answers. */
async function idsOfA(): Promise<string[]> {
  const tables = await infra.db.query<{ t: string }>(
    `SELECT c.table_schema || '.' || c.table_name AS t FROM information_schema.columns c
      JOIN information_schema.columns u ON u.table_schema = c.table_schema AND u.table_name = c.table_name AND u.column_name = 'user_id'
     WHERE c.column_name = 'id' AND c.data_type = 'uuid'`,
  );
  const ids = [actors.A.id!];
  for (const { t } of tables) ids.push(...(await infra.db.query<{ id: string }>(`SELECT id::text AS id FROM ${t} WHERE user_id = $1`, [actors.A.id])).map((r) => r.id));
  return ids;
}

async function freshCookie(a: Actor): Promise<string> {
  if (a.name === 'none') return '';
  const email = a.name === 'admin' ? admin.email : a.email!;
  const password = a.name === 'admin' ? admin.password : PASSWORD;
  return cookieHeader((await signIn(base, email, password)).cookies);
}

function send(route: DiscoveredRoute, entry: Entry, f: Fixture, actor: Actor, cookie: string) {
  const path = `/api${entry.path ? entry.path(f) : route.path.slice('/api'.length)}`;
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  let r = request(base)[method](path);
  if (cookie) r = r.set('Cookie', cookie);
  const body = entry.body?.(f, actor);
  if (body) r = r.send(body);
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

  it(
    'gives each actor the expected status on every route, leaves A untouched by others and never shows A\'s rows to them',
    async () => {
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
          if (res.status !== entry.expect[name]) mismatches.push(`${route.key} as ${name}: expected ${entry.expect[name]}, got ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status >= 400 && (res.body.success !== false || typeof res.body.error !== 'string')) mismatches.push(`${route.key} as ${name}: ${res.status} without the error envelope`);
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
    },
    180_000,
  );

  it('refuses a forged or garbled session cookie with 401 on every route that needs a session', async () => {
    const forged = 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJ1c2VyVHlwZSI6ImFkbWluIn0.c2lnbmF0dXJl';
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
