import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { DEMO_USERS, MARKET_SUBJECTS } from '@app/contracts';
import { until } from '../support/faults.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import {
  apiAs,
  LIVE_MARKET_ENV,
  nestRequest,
  nextTick as nextTickOn,
  registerCustomer,
  TOKENS,
  userRowCount,
} from '../support/market-fixtures.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';

const { admin, investor } = DEMO_USERS;
const { RELIANCE, NIFTY50, SENSEX, BANKNIFTY, NIFTYIT, NIFTYPHARMA, NIFTYAUTO } = TOKENS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let nc: NatsConnection;
let adminCookie: string;
let investorCookie: string;
let otherCookie: string;
let otherId: string;

const as = (cookie: string) => apiAs(base, cookie);
const nextTick = (token: number, match?: (price: number) => boolean) => nextTickOn(nc, token, match);
const setPrice = (cookie: string, body: object) => as(cookie).post('/api/market/simulator/price', body);
const pin = (cookie: string, body: object) => as(cookie).post('/api/dashboard/indices', body);
const unpin = (cookie: string, token: number | string) => as(cookie).del(`/api/dashboard/indices/${token}`);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, LIVE_MARKET_ENV);
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
  nc = await connect({ servers: infra.nats.url });
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  investorCookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
  const other = await registerCustomer(base, {
    email: 'other.trader@example.com',
    password: 'Other@12345',
    first_name: 'Ravi',
  });
  otherCookie = other.cookie;
  otherId = other.id;
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('instrument master', () => {
  it('reports the bundled master with equities, indices and futures on every exchange', async () => {
    const res = await as(investorCookie).get('/api/instruments/status');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ loaded: true, source: 'bundled' });
    expect(res.body.data.total).toBeGreaterThanOrEqual(100);
    expect(Object.keys(res.body.data.by_exchange).sort()).toEqual(expect.arrayContaining(['BSE', 'MCX', 'NFO', 'NSE']));
    expect(res.body.data.by_type).toMatchObject({ EQ: expect.any(Number), FUT: expect.any(Number) });
  });

  it('lets an admin reload it, and refuses customers and anonymous callers', async () => {
    expect((await as(investorCookie).post('/api/instruments/reload')).status).toBe(403);
    expect((await request(base).post('/api/instruments/reload')).status).toBe(401);
    const res = await as(adminCookie).post('/api/instruments/reload', { source: 'bundled' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ loaded: true, source: 'bundled' });
  });

  it('refuses a Kite reload without Kite credentials, naming the field', async () => {
    const res = await as(adminCookie).post('/api/instruments/reload', { source: 'kite' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'source' })]);
    const bad = await as(adminCookie).post('/api/instruments/reload', { source: 'ftp' });
    expect(bad.status).toBe(400);
  });
});

describe('securities search', () => {
  it('ranks the exact symbol first and defaults to 5 results', async () => {
    const res = await as(investorCookie).get('/api/securities/search?query=reliance');
    expect(res.status).toBe(200);
    expect(res.body.data.securities[0]).toEqual({
      instrument_token: RELIANCE,
      tradingsymbol: 'RELIANCE',
      name: expect.stringMatching(/RELIANCE/),
      exchange: 'NSE',
      instrument_type: 'EQ',
      last_price: expect.any(Number),
      isin: 'INE002A01018',
    });
    const wide = await as(investorCookie).get('/api/securities/search?query=a');
    expect(wide.body.data.securities).toHaveLength(5);
    const three = await as(investorCookie).get('/api/securities/search?query=bank&limit=3');
    expect(three.body.data.securities).toHaveLength(3);
  });

  it('finds by company name, case-insensitively', async () => {
    const res = await as(investorCookie).get('/api/securities/search?query=infosys');
    expect(res.body.data.securities.map((s: { tradingsymbol: string }) => s.tradingsymbol)).toContain('INFY');
  });

  it('answers 400 naming the field for a missing query or a bad limit', async () => {
    for (const qs of [
      '',
      '?query=',
      '?query=%20%20',
      '?query=rel&limit=0',
      '?query=rel&limit=abc',
      '?query=rel&limit=51',
    ]) {
      const res = await as(investorCookie).get(`/api/securities/search${qs}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
        qs.includes('limit') ? 'limit' : 'query',
      ]);
    }
    expect((await request(base).get('/api/securities/search?query=rel')).status).toBe(401);
  });
});

describe('live prices', () => {
  it('publishes ticks on tick size during an open market, and serves the latest price over NATS', async () => {
    const price = await nextTick(RELIANCE);
    expect(Math.abs(price / 0.05 - Math.round(price / 0.05))).toBeLessThan(1e-6);
    const reply = await nestRequest<{ prices: Record<string, { last_price: number; ohlc: object }> }>(
      nc,
      MARKET_SUBJECTS.pricesLatest,
      { instrument_tokens: [RELIANCE, 999999999] },
    );
    expect(Object.keys(reply.prices)).toEqual([String(RELIANCE)]);
    expect(reply.prices[RELIANCE]).toMatchObject({ last_price: expect.any(Number), ohlc: expect.any(Object) });
  });

  it('answers market-data with quotes, top gainers and top losers', async () => {
    await nextTick(RELIANCE);
    const res = await as(investorCookie).get('/api/market-data');
    expect(res.status).toBe(200);
    const { market_data, top_gainers, top_losers } = res.body.data;
    expect(market_data.length).toBeGreaterThanOrEqual(50);
    expect(market_data[0]).toMatchObject({
      instrument_token: expect.any(Number),
      tradingsymbol: expect.any(String),
      last_price: expect.any(Number),
      change_percent: expect.any(Number),
    });
    expect(top_gainers.length + top_losers.length).toBeGreaterThan(0);
    for (const g of top_gainers) expect(g.change_percent).toBeGreaterThan(0);
    for (const l of top_losers) expect(l.change_percent).toBeLessThan(0);
    const sorted = [...top_gainers].sort((a, b) => b.change_percent - a.change_percent);
    expect(top_gainers).toEqual(sorted);
  });

  it('makes the next tick carry an admin-set simulator price, and the walk continues from it', async () => {
    const target = 1234.5;
    const seen = nextTick(RELIANCE, (p) => p === target);
    const res = await setPrice(adminCookie, { instrument_token: RELIANCE, last_price: target });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ instrument_token: RELIANCE, last_price: target });
    expect(await seen).toBe(target);
    const after = await nextTick(RELIANCE);
    expect(Math.abs(after - target) / target).toBeLessThan(0.02);
  });

  it('guards the simulator price: admin only, known instrument, positive price on the tick size', async () => {
    expect((await setPrice(investorCookie, { instrument_token: RELIANCE, last_price: 1300 })).status).toBe(403);
    expect((await setPrice(adminCookie, { instrument_token: 12345, last_price: 1300 })).status).toBe(404);
    const offTick = await setPrice(adminCookie, { instrument_token: RELIANCE, last_price: 1300.03 });
    expect(offTick.status).toBe(400);
    expect(offTick.body.details).toEqual([expect.objectContaining({ field: 'last_price' })]);
    for (const body of [
      { instrument_token: RELIANCE, last_price: -5 },
      { instrument_token: 'RELIANCE', last_price: 10 },
      { last_price: 10 },
      { instrument_token: RELIANCE, last_price: '10' },
    ]) {
      expect((await setPrice(adminCookie, body)).status).toBe(400);
    }
  });
});

describe('dashboard indices', () => {
  const tokensOf = (res: request.Response) =>
    res.body.data.indices.map((i: { instrument_token: number }) => i.instrument_token);
  const sideOf = async (cookie: string, side: 'left' | 'right') =>
    tokensOf(await as(cookie).get(`/api/dashboard/indices/side/${side}`));

  it('lists the eight preset indices', async () => {
    const res = await as(investorCookie).get('/api/dashboard/available-indices');
    expect(res.status).toBe(200);
    expect(res.body.data.indices.map((i: { symbol: string }) => i.symbol)).toEqual([
      'NIFTY50',
      'SENSEX',
      'BANKNIFTY',
      'NIFTYIT',
      'NIFTYPHARMA',
      'NIFTYAUTO',
      'NIFTYMIDCAP50',
      'NIFTYSMALLCAP50',
    ]);
    expect(res.body.data.indices[0]).toEqual({
      symbol: 'NIFTY50',
      name: expect.any(String),
      instrument_token: NIFTY50,
    });
  });

  it('starts every user with NIFTY50 and SENSEX on the left and BANKNIFTY and NIFTYIT on the right, with live prices', async () => {
    await nextTick(NIFTY50);
    const left = await as(investorCookie).get('/api/dashboard/indices/side/left');
    expect(left.status).toBe(200);
    expect(tokensOf(left)).toEqual([NIFTY50, SENSEX]);
    expect(left.body.data.indices[0]).toMatchObject({
      tradingsymbol: 'NIFTY50',
      side: 'left',
      price: expect.any(Number),
      changePercent: expect.any(Number),
      previousClose: expect.any(Number),
      lastUpdateTime: expect.any(String),
    });
    expect(await sideOf(investorCookie, 'right')).toEqual([BANKNIFTY, NIFTYIT]);
  });

  it('allows at most two per side (409), one of each index, and only indices', async () => {
    const full = await pin(otherCookie, {
      instrument_token: NIFTYPHARMA,
      tradingsymbol: 'NIFTYPHARMA',
      name: 'Nifty Pharma',
      side: 'left',
    });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('At most 2 indices per side');
    expect((await unpin(otherCookie, SENSEX)).status).toBe(200);
    const added = await pin(otherCookie, { instrument_token: NIFTYPHARMA, side: 'left' });
    expect(added.status).toBe(201);
    expect(added.body.data.index).toMatchObject({
      instrument_token: NIFTYPHARMA,
      tradingsymbol: 'NIFTYPHARMA',
      side: 'left',
    });
    expect(await sideOf(otherCookie, 'left')).toEqual([NIFTY50, NIFTYPHARMA]);
    expect((await pin(otherCookie, { instrument_token: NIFTY50, side: 'right' })).status).toBe(409);
    const stock = await pin(otherCookie, { instrument_token: RELIANCE, side: 'left' });
    expect(stock.status).toBe(400);
    expect((await pin(otherCookie, { instrument_token: 77, side: 'left' })).status).toBe(404);
  });

  it("keeps each user's picks apart", async () => {
    // The other user's change above did not touch the investor's header.
    expect(await sideOf(investorCookie, 'left')).toEqual([NIFTY50, SENSEX]);
    expect((await unpin(investorCookie, NIFTYPHARMA)).status).toBe(404);
    expect(await sideOf(otherCookie, 'left')).toEqual([NIFTY50, NIFTYPHARMA]);
  });

  it('does not bring the defaults back after a user removes every index', async () => {
    for (const t of [NIFTY50, NIFTYPHARMA, BANKNIFTY, NIFTYIT]) expect((await unpin(otherCookie, t)).status).toBe(200);
    expect(await sideOf(otherCookie, 'left')).toEqual([]);
    expect(await sideOf(otherCookie, 'right')).toEqual([]);
  });

  it('holds the limit when two adds race for the last place on a side', async () => {
    await pin(otherCookie, { instrument_token: NIFTY50, side: 'right' });
    const [a, b] = await Promise.all([
      pin(otherCookie, { instrument_token: NIFTYAUTO, side: 'right' }),
      pin(otherCookie, { instrument_token: NIFTYIT, side: 'right' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await sideOf(otherCookie, 'right')).toHaveLength(2);
  });

  it('answers 400 for a bad side, token or body', async () => {
    expect((await as(investorCookie).get('/api/dashboard/indices/side/middle')).status).toBe(400);
    expect((await unpin(investorCookie, 'abc')).status).toBe(400);
    expect((await unpin(investorCookie, '-4')).status).toBe(400);
    const res = await pin(investorCookie, { instrument_token: NIFTYAUTO, side: 'up', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['extra', 'side']);
  });

  it('counts the picks in data-summary and deletes them with the user', async () => {
    const summary = await as(adminCookie).get(`/api/admin/users/${otherId}/data-summary`);
    expect(summary.status).toBe(200);
    expect(summary.body.data.unavailable).not.toContain('market');
    expect(summary.body.data.services.market).toMatchObject({ dashboard_indices: 2, dashboard_index_users: 1 });
    expect((await as(adminCookie).del(`/api/admin/users/${otherId}`)).status).toBe(200);
    // The market service deletes on the user-deleted event, moments after the answer.
    const count = () => userRowCount(infra.db, 'market.dashboard_indices', otherId);
    await until('the picks deleted', async () => ((await count()) === 0 ? true : undefined), 5000, 100);
    expect(await count()).toBe(0);
  });
});
