import { expect } from '@jest/globals';
import request from 'supertest';
import { cookieHeader, signIn } from './http.js';

export const RELIANCE = 738561;
export const INFY = 408065;

/** Calls under /api with one user's cookie. */
export const apiAs = (base: string, cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body),
  put: (path: string, body: object) => request(base).put(`/api${path}`).set('Cookie', cookie).send(body),
  del: (path: string) => request(base).delete(`/api${path}`).set('Cookie', cookie),
});
export type ApiClient = ReturnType<typeof apiAs>;

/** A few routes every build must have; discovery missing one means discovery is broken. */
export const KNOWN_ROUTES = [
  'POST /api/auth/login',
  'GET /api/admin/users',
  'PUT /api/portfolio/manual/positions/:id',
  'DELETE /api/watchlist/:id',
  'GET /api/historical/:token',
  'PUT /api/settings/layouts/:id',
  'POST /api/orders/place',
  'PUT /api/orders/:id',
];

/** The stack's settings while fuzzing: few ticks, no quote flushes, no rate limits or sign-in lockouts. */
export const HOSTILE_STACK_ENV = {
  SEED_DEMO: 'true',
  MARKET_ALWAYS_OPEN: 'true',
  // Few ticks and no quote flushes while the fuzzer compares the database before and after each call.
  SIMULATOR_INTERVAL_MS: '60000',
  QUOTE_FLUSH_INTERVAL_MS: '600000',
  REGISTER_PER_MINUTE: '100000',
  VALIDATE_USERNAME_PER_MINUTE: '100000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
};

/** Registers and signs in a customer; answers its cookie and id. */
export async function newUser(base: string, email: string, password = 'Hostile12345') {
  const reg = await request(base).post('/api/auth/register').send({ email, password });
  expect(reg.status).toBe(201);
  const s = await signIn(base, email, password);
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** A valid layout body, plus any extra fields. */
export const layout = (extra: object = {}) => ({
  layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }],
  containers: ['watchlist'],
  ...extra,
});
export const deepObject = (levels: number, leaf = '1') => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
export const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Rows of every kind for the fuzzed customer (positions, a sale, a watch, a rule, a layout, an order). */
export async function seedCustomerRows(c: ApiClient): Promise<void> {
  const pos = await c.post('/portfolio/manual/positions', {
    tradingSymbol: 'RELIANCE',
    instrumentToken: RELIANCE,
    exchange: 'NSE',
    buyPrice: 1400,
    quantity: 10,
  });
  expect(pos.status).toBe(201);
  await c.post('/portfolio/manual/positions', {
    tradingSymbol: 'INFY',
    instrumentToken: INFY,
    exchange: 'NSE',
    buyPrice: 1500,
    quantity: 5,
  });
  expect(
    (await c.post(`/portfolio/manual/positions/${pos.body.data.position.id}/sell`, { sellPrice: 1500, quantity: 2 }))
      .status,
  ).toBe(200);
  expect((await c.post('/watchlist', { instrument_token: INFY, target_price: 1 })).status).toBe(201);
  expect((await c.post('/alerts/rules', { kind: 'price_below', instrument_token: INFY, value: 1 })).status).toBe(201);
  expect(
    (
      await c.post('/settings/conditional-formatting', {
        table_name: 'portfolio',
        condition_type: 'greater_than',
        condition_value: 5,
        condition_column: 'pnl',
        text_color: '#00ff00',
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await c.post('/settings/layouts', {
        name: 'Fuzz',
        layout: [{ i: 'watchlist', x: 0, y: 0, w: 6, h: 6 }],
        containers: ['watchlist'],
        columnConfigs: {},
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await c.post('/orders/place', {
        order: {
          tradingsymbol: 'INFY',
          exchange: 'NSE',
          transaction_type: 'BUY',
          quantity: 1,
          order_type: 'LIMIT',
          price: 1,
          product: 'CNC',
        },
      })
    ).status,
  ).toBe(201);
}

/** Bodies nested far deeper than any route takes: [what, path, method, wrap, deep JSON]. */
export const DEEP_BODIES = [
  [
    'an object 10,000 levels deep in an unknown field',
    '/portfolio/manual/positions',
    'post',
    (d: string) =>
      `{"tradingSymbol":"RELIANCE","instrumentToken":${RELIANCE},"exchange":"NSE","buyPrice":1,"quantity":1,"extra":${d}}`,
    deepObject(10_000),
  ],
  [
    'an object 10,000 levels deep in a free-form field',
    '/settings/layouts',
    'post',
    (d: string) => `{"name":"Deep","layout":[],"containers":[],"columnConfigs":${d}}`,
    deepObject(10_000),
  ],
  ['an object 10,000 levels deep as the whole body', '/auth/login', 'post', (d: string) => d, deepObject(10_000)],
  [
    'arrays 40,000 levels deep',
    '/settings/last-used-layout',
    'put',
    (d: string) => `{"layout":${d},"containers":[]}`,
    deepArray(40_000),
  ],
  [
    'arrays 40,000 levels deep on a route without a body',
    '/websocket/start',
    'post',
    (d: string) => d,
    deepArray(40_000),
  ],
] as const;

/** Keys that pollute an object's prototype when code merges input carelessly, as JSON. */
export const POISON: Array<[string, string]> = [
  ['__proto__', '{"__proto__":{"polluted":"yes","isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
  ['prototype', '{"prototype":{"polluted":"yes"}}'],
];
/** Bodies of routes that merge or store free-form input, each with a poison key put in: [method, path, wrap]. */
export const POLLUTION_BODIES: Array<[string, string, (poison: string) => string]> = [
  [
    'post',
    '/portfolio/manual/positions',
    (p) =>
      `{"tradingSymbol":"RELIANCE","instrumentToken":${RELIANCE},"exchange":"NSE","buyPrice":1400,"quantity":1,${p.slice(1, -1)}}`,
  ],
  [
    'put',
    '/settings/portfolio-variables',
    (p) => `{"above_cash":1,"below_cash":1,"stock_commission_pct":0.1,"future_commission_pct":0.1,${p.slice(1, -1)}}`,
  ],
  ['post', '/user/preferences', (p) => `{"preferences":{"portfolio_above_cash":5,${p.slice(1, -1)}}}`],
  [
    'post',
    '/settings/layouts',
    (p) =>
      `{"name":"Proto","layout":[{"i":"watchlist","x":0,"y":0,"w":6,"h":6}],"containers":["watchlist"],"columnConfigs":${p}}`,
  ],
  [
    'put',
    '/settings/last-used-layout',
    (p) => `{"layout":[{"i":"watchlist","x":0,"y":0,"w":6,"h":6,${p.slice(1, -1)}}],"containers":["watchlist"]}`,
  ],
  [
    'post',
    '/orders/place',
    (p) =>
      `{"order":{"tradingsymbol":"INFY","exchange":"NSE","transaction_type":"BUY","quantity":1,"order_type":"LIMIT","price":1,"product":"CNC",${p.slice(1, -1)}}}`,
  ],
  ['post', '/alerts/rules', (p) => `{"kind":"price_above","instrument_token":${INFY},"value":1600,${p.slice(1, -1)}}`],
  [
    'post',
    '/auth/register',
    (p) =>
      `{"email":"proto.${Math.random().toString(36).slice(2)}@example.com","password":"Proto12345",${p.slice(1, -1)}}`,
  ],
];

/** Query strings that try to pollute a prototype, and the GET routes they are sent to. */
export const POLLUTED_QUERIES = [
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__.polluted=yes',
  'prototype[polluted]=yes',
];
export const QUERY_ROUTES = [
  '/portfolio/loss-cover/positions',
  '/securities/search',
  '/market/calendar',
  '/alerts',
  '/alerts/rules',
  '/settings/conditional-formatting',
  '/funds',
  '/portfolio/positions',
  '/trades',
  '/ledger/holdings',
  '/ledger/lots',
  '/ledger/realised',
  '/dividends',
  '/alerts/deliveries',
  '/alerts/fires',
];
