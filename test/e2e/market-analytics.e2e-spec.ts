import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const { investor } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;
const NIFTY50 = 256265;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let mine: string;
let theirs: string;

const get = (cookie: string, path: string) => request(base).get(path).set('Cookie', cookie);
const post = (cookie: string, path: string, body: object = {}) =>
  request(base).post(path).set('Cookie', cookie).send(body);
type Candle = { date: string; open: number; high: number; low: number; close: number; volume: number };

async function livePrice(token: number): Promise<{ last_price: number; ohlc: { close: number } }> {
  return waitFor(`a live price of ${token}`, async () =>
    (await get(mine, '/api/market-data')).body.data.market_data.find(
      (x: { instrument_token: number }) => x.instrument_token === token,
    ),
  );
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '200' });
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
  mine = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
  await request(base).post('/api/auth/register').send({ email: 'analyst.two@example.com', password: 'Analyst12345' });
  theirs = cookieHeader((await signIn(base, 'analyst.two@example.com', 'Analyst12345')).cookies);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('historical candles', () => {
  it('answers a year of day candles by default, well formed, ending continuous with the live price', async () => {
    const live = await livePrice(RELIANCE);
    const res = await get(mine, `/api/historical/${RELIANCE}`);
    expect(res.status).toBe(200);
    const candles = res.body.data as Candle[];
    expect(Array.isArray(candles)).toBe(true);
    expect(candles.length).toBeGreaterThan(240);
    expect(candles.length).toBeLessThan(270);
    for (const c of candles) {
      expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
      expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
      expect(c.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0530$/);
    }
    // The last candle is today's live one; the one before closed where today's previous close is.
    const today = candles.at(-1)!;
    expect(today.close).toBeCloseTo((await livePrice(RELIANCE)).last_price, -1);
    expect(candles.at(-2)!.close).toBe(live.ohlc.close);
  });

  it('answers the same past candles every time, and after the market service restarts', async () => {
    const q = `/api/historical/${INFY}?from=2026-01-01&to=2026-03-31&interval=day`;
    const first = await get(mine, q);
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeGreaterThan(55);
    expect((await get(mine, q)).body.data).toEqual(first.body.data);
    // Widening the window keeps the candles already answered.
    const wider = await get(mine, `/api/historical/${INFY}?from=2025-06-01&to=2026-03-31`);
    expect(wider.body.data.slice(-first.body.data.length)).toEqual(first.body.data);
    await stack.stopService('market');
    await stack.startService('market');
    expect((await get(mine, q)).body.data).toEqual(first.body.data);
  }, 30_000);

  it('derives intraday bars inside the session from the day candle, deterministically', async () => {
    const day = (await get(mine, `/api/historical/${TCS}?from=2026-03-02&to=2026-03-02`)).body.data as Candle[];
    expect(day).toHaveLength(1);
    const res = await get(mine, `/api/historical/${TCS}?from=2026-03-02&to=2026-03-02&interval=15minute`);
    expect(res.status).toBe(200);
    const bars = res.body.data as Candle[];
    expect(bars).toHaveLength(25);
    expect(bars[0].date).toBe('2026-03-02T09:15:00+0530');
    expect(bars.at(-1)!.date).toBe('2026-03-02T15:15:00+0530');
    expect(bars[0].open).toBe(day[0].open);
    expect(bars.at(-1)!.close).toBe(day[0].close);
    expect(Math.max(...bars.map((b) => b.high))).toBe(day[0].high);
    expect(Math.min(...bars.map((b) => b.low))).toBe(day[0].low);
    expect(
      (await get(mine, `/api/historical/${TCS}?from=2026-03-02&to=2026-03-02&interval=15minute&use_cache=false`)).body
        .data,
    ).toEqual(bars);
  });

  it('answers 400 naming the field for bad tokens, dates, intervals and ranges, and 404 for unknown instruments', async () => {
    const cases: [string, string][] = [
      ['/api/historical/abc', 'token'],
      ['/api/historical/-5', 'token'],
      [`/api/historical/${RELIANCE}?interval=2minute`, 'interval'],
      [`/api/historical/${RELIANCE}?from=yesterday`, 'from'],
      [`/api/historical/${RELIANCE}?from=2026-02-30`, 'from'],
      [`/api/historical/${RELIANCE}?to=2026-13-01`, 'to'],
      [`/api/historical/${RELIANCE}?from=2026-03-10&to=2026-03-01`, 'from'],
      [`/api/historical/${RELIANCE}?from=2026-01-01&to=2026-06-01&interval=minute`, 'from'],
      [`/api/historical/${RELIANCE}?use_cache=maybe`, 'use_cache'],
    ];
    for (const [path, field] of cases) {
      const res = await get(mine, path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await get(mine, '/api/historical/77')).status).toBe(404);
    expect((await request(base).get(`/api/historical/${RELIANCE}`)).status).toBe(401);
  });
});

describe('analysis', () => {
  it('summarises the last year consistently with the candles', async () => {
    const res = await get(mine, `/api/analysis/${NIFTY50}`);
    expect(res.status).toBe(200);
    const a = res.body.data;
    expect(a).toMatchObject({ instrument_token: NIFTY50, tradingsymbol: 'NIFTY 50', exchange: 'NSE' });
    const candles = (await get(mine, `/api/historical/${NIFTY50}`)).body.data as Candle[];
    const past = candles.filter(
      (c) => c.date.slice(0, 10) >= a.as_of.slice(0, 10).replace(/^(\d{4})/, (y: string) => String(Number(y) - 1)),
    );
    expect(a.high_52w).toBeGreaterThanOrEqual(Math.max(...past.slice(1, -1).map((c) => c.high)));
    expect(a.low_52w).toBeLessThanOrEqual(Math.min(...past.slice(1, -1).map((c) => c.low)));
    expect(a.volatility_annual_percent).toBeGreaterThan(5);
    expect(a.volatility_annual_percent).toBeLessThan(40);
    expect(a.percent_from_52w_high).toBeLessThanOrEqual(0);
    expect(a.percent_from_52w_low).toBeGreaterThanOrEqual(0);
  });

  it('answers eight calendar quarters of OHLC and return', async () => {
    const res = await get(mine, `/api/analysis/quarterly/${RELIANCE}`);
    expect(res.status).toBe(200);
    const { quarters } = res.body.data;
    expect(quarters).toHaveLength(8);
    for (const q of quarters) {
      expect(q.quarter).toMatch(/^\d{4}-Q[1-4]$/);
      expect(q.return_percent).toBeCloseTo(((q.close - q.open) / q.open) * 100, 3);
      expect(q.low).toBeLessThanOrEqual(Math.min(q.open, q.close));
    }
    expect((await get(mine, '/api/analysis/quarterly/xyz')).status).toBe(400);
    expect((await get(mine, '/api/analysis/12')).status).toBe(404);
  });
});

describe('analytics tracking', () => {
  async function bulkDataUntilDone(cookie: string, months: number) {
    let first: string | undefined;
    const body = await waitFor(
      'the analytics to complete',
      async () => {
        const res = await get(cookie, `/api/analytics/bulk-data-instant?months=${months}`);
        expect(res.status).toBe(200);
        first ??= res.body.status;
        if (res.body.status !== 'completed') expect(res.body.status).toBe('calculating');
        return res.body;
      },
      (b) => b.status === 'completed',
    );
    return { first, body };
  }

  it('tracks instruments and goes from calculating to completed with the figures of the candles', async () => {
    const add = await post(mine, '/api/analytics/instruments/add', { instrument_token: RELIANCE, months: 6 });
    expect(add.status).toBe(200);
    expect(add.body.data.instrument).toMatchObject({
      instrument_token: RELIANCE,
      tradingsymbol: 'RELIANCE',
      months: 6,
    });
    const bulk = await post(mine, '/api/analytics/instruments/bulk-add', { instrument_tokens: [INFY, TCS], months: 6 });
    expect(bulk.status).toBe(200);
    const { body } = await bulkDataUntilDone(mine, 6);
    expect(body.success).toBe(true);
    expect(body.data.instruments.map((i: { tradingsymbol: string }) => i.tradingsymbol).sort()).toEqual([
      'INFY',
      'RELIANCE',
      'TCS',
    ]);
    const rel = body.data.instruments.find((i: { instrument_token: number }) => i.instrument_token === RELIANCE);
    expect(rel).toMatchObject({
      status: 'completed',
      hasLivePrice: true,
      highestPrice: expect.any(Number),
      lowestAfterHigh: expect.any(Number),
    });
    expect(rel.analytics).toEqual({
      highest_price: rel.highestPrice,
      lowest_price: rel.lowestPrice,
      lowest_after_high: rel.lowestAfterHigh,
      percent_from_lowest: rel.percentFromLowest,
      percent_below_high: rel.percentBelowHigh,
      percent_drop_from_high_to_low: rel.percentDropFromHighToLow,
    });
    expect(rel.percentDropFromHighToLow).toBeCloseTo(
      ((rel.highestPrice - rel.lowestAfterHigh) / rel.highestPrice) * 100,
      3,
    );
    // The figures come from the stored candles of the window.
    const candles = (await get(mine, `/api/historical/${RELIANCE}?from=${rel.highDate}`)).body.data as Candle[];
    expect(candles[0].high).toBe(rel.highestPrice);
    expect(Math.min(...candles.slice(0, -1).map((c) => c.low))).toBeGreaterThanOrEqual(rel.lowestAfterHigh);
  });

  it('recalculates for a new time range: calculating first, then completed', async () => {
    const { first, body } = await bulkDataUntilDone(mine, 24);
    expect(first).toBe('calculating');
    expect(body.data.months).toBe(24);
    expect(body.data.instruments.every((i: { months: number }) => i.months === 24)).toBe(true);
    expect((await bulkDataUntilDone(mine, 24)).first).toBe('completed');
  });

  it('keeps users apart', async () => {
    expect((await get(theirs, '/api/analytics/instruments/tracked')).body.data.instruments).toEqual([]);
    expect((await post(theirs, '/api/analytics/instruments/remove', { instrument_token: RELIANCE })).status).toBe(404);
    expect((await get(mine, '/api/analytics/instruments/tracked')).body.data.instruments).toHaveLength(3);
    const empty = await get(theirs, '/api/analytics/bulk-data-instant');
    expect(empty.body).toEqual({ success: true, status: 'completed', data: { instruments: [], months: 12 } });
  });

  it('reports processing status, queues rate-limited adds, removes, and validates input', async () => {
    const status = await get(mine, '/api/analytics/processing-status');
    expect(status.body.data).toMatchObject({ total: 3, completed: 3, failed: 0, pending: 0 });
    const queued = await post(theirs, '/api/analytics/instruments/bulk-add-rate-limited', {
      instrument_tokens: [RELIANCE, INFY, TCS, NIFTY50],
    });
    expect(queued.body.data).toEqual({ queued: 4, rate_per_second: 3 });
    await waitFor(
      'the four queued instruments to complete',
      async () => (await get(theirs, '/api/analytics/processing-status')).body.data.completed,
      (n) => n >= 4,
    );
    expect((await get(theirs, '/api/analytics/processing-status')).body.data).toMatchObject({ total: 4, completed: 4 });
    expect((await post(mine, '/api/analytics/instruments/remove', { instrument_token: TCS })).status).toBe(200);
    expect((await get(mine, '/api/analytics/instruments/tracked')).body.data.instruments).toHaveLength(2);
    for (const [path, body] of [
      ['/api/analytics/instruments/add', { instrument_token: RELIANCE, months: 61 }],
      ['/api/analytics/instruments/add', { instrument_token: RELIANCE, months: 0 }],
      ['/api/analytics/instruments/add', { instrument_token: 'RELIANCE' }],
      ['/api/analytics/instruments/bulk-add', { instrument_tokens: [] }],
      ['/api/analytics/instruments/bulk-add', { instrument_tokens: [RELIANCE, 4242] }],
    ] as const) {
      expect((await post(mine, path, body)).status).toBe(400);
    }
    expect((await post(mine, '/api/analytics/instruments/add', { instrument_token: 4242 })).status).toBe(404);
    expect((await get(mine, '/api/analytics/bulk-data-instant?months=abc')).status).toBe(400);
    expect((await get(mine, '/api/analytics/failed-instruments')).body.data.instruments).toEqual([]);
    expect((await post(mine, '/api/analytics/retry-failed')).body.data).toEqual({ requeued: 0 });
    expect((await post(mine, '/api/analytics/data/update')).body.data).toEqual({ requeued: 2 });
    expect((await post(mine, '/api/analytics/restart-processing')).status).toBe(200);
  });

  it('records failures with a reason and retries them', async () => {
    // An instrument that leaves the master cannot be computed any more.
    await infra.db.query(
      "UPDATE market.analytics_tracked_instruments SET instrument_token = 999999, status = 'pending' WHERE instrument_token = $1",
      [INFY],
    );
    await post(mine, '/api/analytics/restart-processing');
    const failed: { instrument_token: number; error: string }[] = await waitFor(
      'the instrument that left the master to fail',
      async () => (await get(mine, '/api/analytics/failed-instruments')).body.data.instruments,
      (list) => list.length > 0,
    );
    expect(failed).toEqual([
      expect.objectContaining({ instrument_token: 999999, error: 'Instrument is no longer in the instrument master' }),
    ]);
    expect((await post(mine, '/api/analytics/retry-failed')).body.data).toEqual({ requeued: 1 });
  });
});
