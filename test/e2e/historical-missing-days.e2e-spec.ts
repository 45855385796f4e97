import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS, type Candle } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { ACCESS_TOKEN, API_KEY, FakeKiteTicker } from '../support/kite-fixtures.js';
import { FakeKiteRest, fakeCandles } from '../support/kite-rest-server.js';
import { apiAs, TOKENS } from '../support/market-fixtures.js';
import { answerErrors, type OpenApiDoc } from '../support/openapi.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';

const { investor } = DEMO_USERS;
const UNAVAILABLE = {
  kind: 'error',
  status: 503,
  errorType: 'NetworkException',
  message: 'Upstream unavailable',
} as const;

let infra: TestInfra;
let stack: TestStack;
let ticker: FakeKiteTicker;
let kite: FakeKiteRest;
let base: string;
let cookie: string;
let doc: OpenApiDoc;

beforeAll(async () => {
  infra = await setUpInfra();
  ticker = await FakeKiteTicker.start();
  kite = await FakeKiteRest.start();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_FEED: 'kite',
    KITE_API_KEY: API_KEY,
    KITE_ACCESS_TOKEN: ACCESS_TOKEN,
    KITE_API_URL: kite.url,
    KITE_TICKER_URL: ticker.url,
    KITE_HTTP_TIMEOUT_MS: '3000',
  });
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
  cookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
  doc = (await request(base).get('/api/openapi.json')).body as OpenApiDoc;
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await kite?.close();
  await ticker?.close();
  await infra?.close();
});

beforeEach(() => kite.reset());

const historical = (token: number, from: string, to: string) =>
  apiAs(base, cookie).get(`/api/historical/${token}?from=${from}&to=${to}&interval=day`);

/** Kite's day candles for the IST days from..to, as the route answers them. */
const kiteDays = (token: number, from: string, to: string) =>
  fakeCandles(token, 'day', Date.parse(`${from}T00:00:00+05:30`), Date.parse(`${to}T23:59:59+05:30`), false).map(
    ([date, open, high, low, close, volume]) => ({ date, open, high, low, close, volume }),
  );

describe('GET /api/historical/{token} when Kite fails for part of the range', () => {
  it('answers the stored candles as the data array and names exactly the days it could not fetch', async () => {
    const stored = await historical(TOKENS.RELIANCE, '2025-01-13', '2025-01-17');
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ success: true, data: kiteDays(TOKENS.RELIANCE, '2025-01-13', '2025-01-17') });

    kite.reset();
    kite.mode = UNAVAILABLE;
    const res = await historical(TOKENS.RELIANCE, '2025-01-01', '2025-01-31');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect((res.body.data as Candle[]).map((c) => c.date)).toEqual([
      '2025-01-13T00:00:00+0530',
      '2025-01-14T00:00:00+0530',
      '2025-01-15T00:00:00+0530',
      '2025-01-16T00:00:00+0530',
      '2025-01-17T00:00:00+0530',
    ]);
    expect(res.body.data).toEqual(kiteDays(TOKENS.RELIANCE, '2025-01-13', '2025-01-17'));
    expect(res.body.missing).toEqual([
      { from: '2025-01-01', to: '2025-01-12' },
      { from: '2025-01-18', to: '2025-01-31' },
    ]);
    expect(res.body.notice).toBe(
      'Kite could not be reached for 2025-01-01 to 2025-01-12, 2025-01-18 to 2025-01-31; showing the stored candles only.',
    );
    // Kite was asked for exactly the two runs never fetched (in parallel, so in either order), and its
    // reason stays out of the answer.
    expect(
      kite
        .seen('/instruments/historical/')
        .map((r) => new Map(r.params).get('from'))
        .sort(),
    ).toEqual(['2025-01-01 00:00:00', '2025-01-18 00:00:00']);
    expect(res.text).not.toContain('NetworkException');
    expect(answerErrors(doc, 'GET /api/historical/{token}', 200, res.body)).toEqual([]);
  });

  it('drops missing and notice once Kite answers again and the days are fetched', async () => {
    const res = await historical(TOKENS.RELIANCE, '2025-01-01', '2025-01-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: kiteDays(TOKENS.RELIANCE, '2025-01-01', '2025-01-31') });
    expect(res.body.data).toHaveLength(23);
    expect(answerErrors(doc, 'GET /api/historical/{token}', 200, res.body)).toEqual([]);
  });

  it('answers 503 with Kite’s reason when nothing of the range is stored', async () => {
    kite.mode = UNAVAILABLE;
    const res = await historical(TOKENS.NIFTYIT, '2025-01-01', '2025-01-31');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/NetworkException/) });
  });
});

describe('the documented answer', () => {
  it('describes data as an array with missing and notice beside it', () => {
    const op = doc.paths['/api/historical/{token}'].get;
    const example = op.responses['200'].content?.['application/json']?.example as Record<string, unknown>;
    expect(Array.isArray(example.data)).toBe(true);
    expect(example.missing).toEqual([{ from: '2024-12-01', to: '2024-12-31' }]);
    expect(typeof example.notice).toBe('string');
    expect(answerErrors(doc, 'GET /api/historical/{token}', 200, { success: true, data: {} })).not.toEqual([]);
    expect(
      answerErrors(doc, 'GET /api/historical/{token}', 200, { success: true, data: [], missing: [{ from: 1 }] }),
    ).not.toEqual([]);
  });
});
