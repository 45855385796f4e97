import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  DEMO_USERS,
  MARKET_EVENTS,
  MARKET_SUBJECTS,
  type Instrument,
  type InstrumentsReloadProgressEvent,
  type SecuritySearchResult,
} from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { apiAs, LIVE_MARKET_ENV, nestRequest } from '../support/market-fixtures.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { cookieHeader, signIn } from '../support/http.js';

const { admin, investor } = DEMO_USERS;

/** Listings the issue names, each found by its symbol and by words of its name, with its ISIN. */
const LISTINGS = [
  { what: 'MRF', symbol: 'MRF', byName: 'mrf', exchange: 'NSE', token: 582913, isin: 'INE883A01011' },
  { what: 'IRCTC', symbol: 'IRCTC', byName: 'indian rail tour', exchange: 'NSE', token: 3484417, isin: 'INE335Y01020' },
  // Andhra Petrochemicals trades on BSE only (scrip code 500012).
  {
    what: 'a BSE-only scrip',
    symbol: 'ANDHRAPET',
    byName: 'andhra petrochem',
    exchange: 'BSE',
    token: 500012 * 256 + 4,
    isin: 'INE714B01016',
  },
  {
    what: 'an ETF',
    symbol: 'NIFTYBEES',
    byName: 'nip ind etf nifty',
    exchange: 'NSE',
    token: 2707457,
    isin: 'INF204KB14I2',
  },
] as const;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let nc: NatsConnection;
let adminCookie: string;
let investorCookie: string;

const as = (cookie: string) => apiAs(base, cookie);
const search = async (query: string, limit = 10): Promise<SecuritySearchResult[]> => {
  const res = await as(investorCookie).get(`/api/securities/search?query=${encodeURIComponent(query)}&limit=${limit}`);
  expect(res.status).toBe(200);
  return res.body.data.securities;
};

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, LIVE_MARKET_ENV);
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
  nc = await connect({ servers: infra.nats.url });
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  investorCookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

describe('the bundled universe', () => {
  it('reports the dated snapshot and its counts per exchange and segment', async () => {
    const res = await as(investorCookie).get('/api/instruments/status');
    expect(res.status).toBe(200);
    const status = res.body.data;
    expect(status).toMatchObject({
      loaded: true,
      source: 'bundled',
      snapshot_date: '2026-05-17',
      reload_progress: null,
    });
    // 135 NSE and 55 BSE indices; 19 MCX commodities, three contracts each.
    expect(status.by_segment).toMatchObject({ NSE: 3230, BSE: 4101, INDICES: 190, 'MCX-FUT': 57 });
    expect(status.by_segment['NFO-FUT']).toBeGreaterThan(600);
    expect(status.by_exchange).toMatchObject({ NSE: 3230 + 135, BSE: 4101 + 55 });
    expect(status.total).toBeGreaterThan(8_000);
  });

  for (const l of LISTINGS) {
    it(`finds ${l.what} by symbol and by name, with its ISIN`, async () => {
      const expected = { tradingsymbol: l.symbol, exchange: l.exchange, instrument_token: l.token, isin: l.isin };
      const bySymbol = await search(l.symbol.toLowerCase());
      expect(bySymbol[0]).toMatchObject({ ...expected, instrument_type: 'EQ', last_price: expect.any(Number) });
      expect(bySymbol[0].last_price).toBeGreaterThan(0);
      expect(await search(l.byName)).toEqual(expect.arrayContaining([expect.objectContaining(expected)]));
    });
  }

  it('carries the ISIN in lookups, and none on indices and futures', async () => {
    const tokens = [582913, 256265, ...(await search('RELIANCE2', 3)).map((s) => s.instrument_token)];
    const { instruments } = await nestRequest<{ instruments: Instrument[] }>(nc, MARKET_SUBJECTS.instrumentsLookup, {
      instrument_tokens: tokens,
    });
    expect(instruments.map((i) => [i.tradingsymbol, i.isin])).toEqual([
      ['MRF', 'INE883A01011'],
      ['NIFTY 50', null],
      ...instruments.slice(2).map(() => [expect.stringMatching(/^RELIANCE\d\d[A-Z]{3}FUT$/), null]),
    ]);
    expect(instruments.length).toBe(2 + 3);
  });
});

describe('a reload of the master', () => {
  it('reports its progress to every replica while storing, and ends with none under way', async () => {
    const events: InstrumentsReloadProgressEvent[] = [];
    const sub = nc.subscribe(MARKET_EVENTS.instrumentsReloadProgressed, {
      callback: (_e, msg) => void events.push(msg.json<InstrumentsReloadProgressEvent>()),
    });
    const res = await as(adminCookie).post('/api/instruments/reload', { source: 'bundled' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ source: 'bundled', snapshot_date: '2026-05-17', reload_progress: null });
    await waitFor(
      'the reload to announce its end',
      () => events.length > 0 && events[events.length - 1].progress === null,
    );
    sub.unsubscribe();
    const total = res.body.data.total as number;
    const steps = events.map((e) => e.progress && [e.progress.phase, e.progress.done, e.progress.total]);
    expect(steps[0]).toEqual(['storing', 0, 0]);
    expect(steps).toContainEqual(['storing', 0, total]);
    expect(steps).toContainEqual(['storing', total, total]);
    expect(steps[steps.length - 1]).toBeNull();
    const after = await as(investorCookie).get('/api/instruments/status');
    expect(after.body.data.reload_progress).toBeNull();
    expect((await search('IRCTC', 1))[0].isin).toBe('INE335Y01020');
  });
});
