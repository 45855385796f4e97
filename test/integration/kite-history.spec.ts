import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { MARKET_SUBJECTS as S, type CandleInterval, type CandlesReply } from '@app/contracts';
import { RpcClient } from '@app/common';
import { istDate } from '../../apps/market/src/candles/candle-time.js';
import { KiteHistoryClient } from '../../apps/market/src/kite-rest/kite-history.client.js';
import { LatestPrices } from '../../apps/market/src/ticks/latest-prices.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { FakeKiteTicker } from '../support/kite-fixtures.js';
import { FakeKiteRest, fakeCandles, startKiteMarket } from '../support/kite-rest-server.js';
import { TOKENS } from '../support/market-fixtures.js';

let infra: TestInfra;
let nc: NatsConnection;
let rpc: RpcClient;
let ticker: FakeKiteTicker;
let kite: FakeKiteRest;
let market: INestMicroservice;

beforeAll(async () => {
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 20_000);
  ticker = await FakeKiteTicker.start();
  kite = await FakeKiteRest.start();
  market = await startKiteMarket(infra, 'h1', { restUrl: kite.url, tickerUrl: ticker.url });
}, 60_000);

afterAll(async () => {
  await market?.close();
  await kite?.close();
  await ticker?.close();
  await nc?.close();
  await infra?.close();
});

beforeEach(() => kite.reset());

const candles = (instrument_token: number, from: string, to: string, interval: CandleInterval = 'day') =>
  rpc.request(S.candlesGet, { instrument_token, from, to, interval, use_cache: true }) as Promise<CandlesReply>;

/** The historical requests Kite saw, as [path, from, to]. */
// By range, not by arrival: chunks may go out on parallel slots and reach Kite in either order.
const historyAsked = () =>
  kite
    .seen('/instruments/historical/')
    .map((r) => {
      const q = new Map(r.params);
      return [r.path, q.get('from'), q.get('to')];
    })
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));

describe('chunking within Kite’s range limits', () => {
  it('asks a two-year day range in one request and serves every weekday of it from storage', async () => {
    const reply = await candles(TOKENS.RELIANCE, '2024-01-01', '2025-12-31');
    expect(historyAsked()).toEqual([
      ['/instruments/historical/738561/day', '2024-01-01 00:00:00', '2025-12-31 23:59:59'],
    ]);
    // 2024 has 262 weekdays and 2025 has 261.
    expect(reply.candles).toHaveLength(523);
    expect(reply.candles[0]).toMatchObject({ date: '2024-01-01T00:00:00+0530' });
    expect(reply.candles.at(-1)).toMatchObject({ date: '2025-12-31T00:00:00+0530' });
    expect(reply.missing).toBeUndefined();
  });

  it('asks a 400-day 60minute range as a 365-day and a 35-day request', async () => {
    const reply = await candles(TOKENS.RELIANCE, '2024-01-01', '2025-02-03', '60minute');
    expect(historyAsked()).toEqual([
      ['/instruments/historical/738561/60minute', '2024-01-01 00:00:00', '2024-12-30 23:59:59'],
      ['/instruments/historical/738561/60minute', '2024-12-31 00:00:00', '2025-02-03 23:59:59'],
    ]);
    expect(reply.candles[0].date).toBe('2024-01-01T09:15:00+0530');
    expect(reply.candles.at(-1)?.date).toBe('2025-02-03T14:15:00+0530');
  });

  it('asks a 100-day minute range as four requests of at most 30 days', async () => {
    const rows = await market
      .get(KiteHistoryClient)
      .range(TOKENS.BANKNIFTY, 'minute', { from: '2024-06-01', to: '2024-09-08' });
    expect(historyAsked().map(([, from, to]) => `${from}..${to}`)).toEqual([
      '2024-06-01 00:00:00..2024-06-30 23:59:59',
      '2024-07-01 00:00:00..2024-07-30 23:59:59',
      '2024-07-31 00:00:00..2024-08-29 23:59:59',
      '2024-08-30 00:00:00..2024-09-08 23:59:59',
    ]);
    // 70 weekdays of 375 one-minute bars each.
    expect(rows).toHaveLength(70 * 375);
  });
});

describe('gap filling', () => {
  it('asks Kite only for the days an overlapping request adds, and nothing for a repeat', async () => {
    const first = await candles(TOKENS.NIFTY50, '2025-01-01', '2025-03-31');
    expect(historyAsked()).toHaveLength(1);
    kite.reset();
    const second = await candles(TOKENS.NIFTY50, '2025-03-01', '2025-05-31');
    expect(historyAsked()).toEqual([
      ['/instruments/historical/256265/day', '2025-04-01 00:00:00', '2025-05-31 23:59:59'],
    ]);
    // March's candles come back from storage exactly as they were first served.
    const march = (r: CandlesReply) => r.candles.filter((c) => c.date.startsWith('2025-03'));
    expect(march(second)).toEqual(march(first));
    expect(second.candles[0].date).toBe('2025-03-03T00:00:00+0530');
    expect(second.candles.at(-1)?.date).toBe('2025-05-30T00:00:00+0530');
    kite.reset();
    await candles(TOKENS.NIFTY50, '2025-02-01', '2025-05-15');
    expect(historyAsked()).toEqual([]);
  });
});

describe('today', () => {
  it("asks Kite for today's bars, at most once in a few seconds, and ends them at the live price", async () => {
    const today = istDate(new Date());
    const first = await candles(TOKENS.RELIANCE, today, today, '5minute');
    const answered = Date.now();
    expect(historyAsked()).toEqual([
      ['/instruments/historical/738561/5minute', `${today} 00:00:00`, `${today} 23:59:59`],
    ]);
    // Kite's bars up to now (none before 09:15 IST or on a weekend), the last one closing at the live price.
    const upToNow = fakeCandles(TOKENS.RELIANCE, '5minute', Date.parse(`${today}T00:00:00+05:30`), answered, false);
    // A bar may start between the service's now and the test's.
    expect(first.candles.length).toBeLessThanOrEqual(upToNow.length);
    expect(first.candles.length).toBeGreaterThanOrEqual(upToNow.length - 1);
    if (first.candles.length > 0) {
      expect(first.candles.at(-1)?.close).toBe(market.get(LatestPrices).get(TOKENS.RELIANCE)?.last_price);
    }
    await candles(TOKENS.RELIANCE, today, today, '5minute');
    expect(historyAsked()).toHaveLength(1);
  });
});

describe('when Kite fails', () => {
  it('serves the stored candles and names the days it could not fetch', async () => {
    await candles(TOKENS.NIFTYIT, '2025-01-01', '2025-01-31');
    kite.mode = { kind: 'error', status: 503, errorType: 'NetworkException', message: 'Upstream unavailable' };
    const reply = await candles(TOKENS.NIFTYIT, '2024-12-01', '2025-01-31');
    expect(reply.candles).toHaveLength(23);
    expect(reply.candles[0].date).toBe('2025-01-01T00:00:00+0530');
    expect(reply.missing).toEqual([
      { from: '2024-12-01', to: '2024-12-31', reason: 'Kite answered 503 NetworkException: Upstream unavailable' },
    ]);
  });

  it('answers 503 with the reason when nothing is stored and Kite is unreachable', async () => {
    kite.mode = { kind: 'drop' };
    await expect(candles(TOKENS.NIFTYPHARMA, '2025-01-01', '2025-01-31')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/^Kite historical data could not be fetched: Kite is unreachable/),
    });
  });

  it('answers 503 naming a TokenException when the access token has expired', async () => {
    kite.mode = {
      kind: 'error',
      status: 403,
      errorType: 'TokenException',
      message: 'Token is invalid or has expired.',
    };
    await expect(candles(TOKENS.NIFTYPHARMA, '2025-01-01', '2025-01-31')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'Kite historical data could not be fetched: Kite answered 403 TokenException: Token is invalid or has expired.',
    });
  });
});

describe('429 from Kite', () => {
  it('backs off, doubling the wait, and succeeds when Kite lets the request through', async () => {
    kite.rateLimitNext = 2;
    const reply = await candles(TOKENS.NIFTYAUTO, '2025-01-01', '2025-01-31');
    expect(reply.candles).toHaveLength(23);
    const at = kite.seen('/instruments/historical/').map((r) => r.at);
    expect(at).toHaveLength(3);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(500);
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(1000);
  }, 20_000);

  it('gives up after three retries and answers 503 saying Kite rate-limited it', async () => {
    kite.rateLimitNext = 10;
    await expect(candles(TOKENS.SENSEX, '2025-01-01', '2025-01-31')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Kite historical data could not be fetched: Kite answered 429 NetworkException: Too many requests',
    });
    expect(kite.seen('/instruments/historical/')).toHaveLength(4);
  }, 20_000);
});
