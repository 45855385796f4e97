import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  DEMO_USERS,
  MARKET_EVENTS,
  type InstrumentsReloadProgressEvent,
  type InstrumentsStatusReply,
  type SecuritySearchResult,
} from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { ACCESS_TOKEN, API_KEY, FakeKiteTicker } from '../support/kite-fixtures.js';
import { FakeKiteRest, KITE_DUMP_COLUMNS } from '../support/kite-rest-server.js';
import { apiAs } from '../support/market-fixtures.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { cookieHeader, signIn } from '../support/http.js';

const { admin, investor } = DEMO_USERS;

/** Kite's dump as it comes (market-facts §2.8): no ISIN column, one row per listing. */
const DUMP_ROWS = [
  '408065,1594,INFY,INFOSYS,1561.2,,,0.05,1,EQ,NSE,NSE',
  '738561,2885,RELIANCE,RELIANCE INDUSTRIES,1522.4,,,0.05,1,EQ,NSE,NSE',
  '2953217,11536,TCS,TATA CONSULTANCY SERV LT,3151.9,,,0.05,1,EQ,NSE,NSE',
  // Listed on BSE only in the bundled master: on NSE it is a new listing, so it brings no ISIN.
  '9990401,39026,ANDHRAPET,ANDHRA PETROCHEMICALS,88.1,,,0.05,1,EQ,NSE,NSE',
  '256265,1001,NIFTY 50,NIFTY 50,26050.5,,,0,0,EQ,INDICES,NSE',
  '128083204,500325,RELIANCE,RELIANCE INDUSTRIES,1522.3,,,0.05,1,EQ,BSE,BSE',
  '128003076,500012,ANDHRAPET,ANDHRA PETROCHEMICALS,88,,,0.05,1,EQ,BSE,BSE',
  '13238786,51714,NIFTY26DECFUT,NIFTY,26120,2026-12-29,0,0.1,75,FUT,NFO-FUT,NFO',
];
const DUMP = [KITE_DUMP_COLUMNS, ...DUMP_ROWS].join('\n');
const countBy = (column: 'exchange' | 'segment' | 'instrument_type') => {
  const at = KITE_DUMP_COLUMNS.split(',').indexOf(column);
  const out: Record<string, number> = {};
  for (const row of DUMP_ROWS) out[row.split(',')[at]] = (out[row.split(',')[at]] ?? 0) + 1;
  return out;
};

let infra: TestInfra;
let stack: TestStack;
let ticker: FakeKiteTicker;
let kite: FakeKiteRest;
let nc: NatsConnection;
let base: string;
let adminCookie: string;
let investorCookie: string;

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
  nc = await connect({ servers: infra.nats.url });
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  investorCookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await kite?.close();
  await ticker?.close();
  await infra?.close();
});

beforeEach(() => kite.reset());

const status = async (): Promise<InstrumentsStatusReply> => {
  const res = await apiAs(base, investorCookie).get('/api/instruments/status');
  expect(res.status).toBe(200);
  return res.body.data as InstrumentsStatusReply;
};
const found = async (query: string): Promise<SecuritySearchResult[]> => {
  const res = await apiAs(base, investorCookie).get(
    `/api/securities/search?query=${encodeURIComponent(query)}&limit=10`,
  );
  expect(res.status).toBe(200);
  return res.body.data.securities;
};
const listing = async (exchange: string, symbol: string) =>
  (await found(symbol)).find((s) => s.exchange === exchange && s.tradingsymbol === symbol);

/** The reload's progress events, heard on NATS, until the reload announces its end. */
function listenToProgress() {
  const events: InstrumentsReloadProgressEvent[] = [];
  const sub = nc.subscribe(MARKET_EVENTS.instrumentsReloadProgressed, {
    callback: (_e, msg) => void events.push(msg.json<InstrumentsReloadProgressEvent>()),
  });
  return {
    events,
    ended: async () => {
      await waitFor('the reload to announce its end', () => events.at(-1)?.progress === null);
      sub.unsubscribe();
      return events.map((e) => e.progress && [e.progress.source, e.progress.phase, e.progress.done, e.progress.total]);
    },
  };
}

describe('a reload from Kite’s instrument dump', () => {
  it('starts from the bundled master, whose listings carry ISINs', async () => {
    expect(await status()).toMatchObject({ source: 'bundled', snapshot_date: '2026-05-17', reload_progress: null });
    expect((await listing('NSE', 'INFY'))?.isin).toBe('INE009A01021');
    expect((await listing('BSE', 'ANDHRAPET'))?.isin).toBe('INE714B01016');
  });

  it('reports its progress from downloading to stored, then takes the dump as the master', async () => {
    kite.instrumentDump = DUMP;
    kite.dumpDelayMs = 1500;
    const progress = listenToProgress();
    const before = Date.now();
    const reload = apiAs(base, adminCookie)
      .post('/api/instruments/reload', { source: 'kite' })
      .then((r) => r);

    // While Kite is still sending the dump, the status (what the Zerodha Data page polls) shows it.
    let during: InstrumentsStatusReply | null = null;
    await waitFor('the status to show the download under way', async () => {
      during = await status();
      return during.reload_progress !== null;
    });
    expect(during!.reload_progress).toMatchObject({ source: 'kite', phase: 'downloading', done: 0, total: 0 });
    expect(during!.source).toBe('bundled');

    const res = await reload;
    const after = Date.now();
    expect(res.status).toBe(200);
    const total = DUMP_ROWS.length;
    const steps = await progress.ended();
    expect(steps[0]).toEqual(['kite', 'downloading', 0, 0]);
    expect(steps).toContainEqual(['kite', 'storing', 0, total]);
    expect(steps.at(-2)).toEqual(['kite', 'storing', total, total]);
    expect(steps.at(-1)).toBeNull();
    const dones = steps.slice(1, -1).map((s) => s![2] as number);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));

    // Kite was asked for its dump, with the version and the key.
    expect(kite.seen('/instruments').filter((r) => !r.path.startsWith('/instruments/historical'))).toHaveLength(1);
    const master = await status();
    expect(master).toMatchObject({
      loaded: true,
      source: 'kite',
      snapshot_date: null,
      total,
      by_exchange: countBy('exchange'),
      by_segment: countBy('segment'),
      by_type: countBy('instrument_type'),
      reload_progress: null,
    });
    expect(res.body.data).toEqual(master);
    const loadedAt = Date.parse(master.loaded_at!);
    expect(loadedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(loadedAt).toBeLessThanOrEqual(after + 1000);
  });

  it('keeps each equity’s ISIN from the previous master by exchange and symbol, and none for a new listing', async () => {
    expect(await listing('NSE', 'INFY')).toMatchObject({
      instrument_token: 408065,
      isin: 'INE009A01021',
      last_price: 1561.2,
    });
    expect((await listing('BSE', 'RELIANCE'))?.isin).toBe('INE002A01018');
    expect((await listing('BSE', 'ANDHRAPET'))?.isin).toBe('INE714B01016');
    expect(await listing('NSE', 'ANDHRAPET')).toMatchObject({ instrument_token: 9990401, isin: null });
    expect((await listing('NFO', 'NIFTY26DECFUT'))?.isin).toBeNull();
    // Listings the dump no longer has are gone from the master.
    expect(await listing('NSE', 'MRF')).toBeUndefined();
  });
});

describe('a failing dump', () => {
  const expectMasterIntact = async (held: InstrumentsStatusReply) => {
    expect(await status()).toEqual(held);
    expect((await listing('NSE', 'INFY'))?.isin).toBe('INE009A01021');
  };

  it('leaves the master as it was and answers 503 when Kite answers its error envelope', async () => {
    const held = await status();
    kite.mode = { kind: 'error', status: 503, errorType: 'NetworkException', message: 'Upstream unavailable' };
    const progress = listenToProgress();
    const res = await apiAs(base, adminCookie).post('/api/instruments/reload', { source: 'kite' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/Kite instrument dump answered 503/),
    });
    expect(await progress.ended()).toEqual([['kite', 'downloading', 0, 0], null]);
    await expectMasterIntact(held);
  });

  it('leaves the master as it was and names the bad rows when the CSV is malformed', async () => {
    const held = await status();
    kite.instrumentDump = [KITE_DUMP_COLUMNS, DUMP_ROWS[0], '738561,2885,RELIANCE,RELIANCE INDUSTRIES,1522.4'].join(
      '\n',
    );
    const progress = listenToProgress();
    const res = await apiAs(base, adminCookie).post('/api/instruments/reload', { source: 'kite' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/line 3: 5 fields, the header has 12/);
    expect(await progress.ended()).toEqual([['kite', 'downloading', 0, 0], null]);
    await expectMasterIntact(held);
  });

  it('leaves the master as it was when the dump lacks a column', async () => {
    const held = await status();
    kite.instrumentDump = [
      KITE_DUMP_COLUMNS.replace(/,exchange$/, ''),
      ...DUMP_ROWS.map((r) => r.replace(/,[A-Z]+$/, '')),
    ].join('\n');
    const res = await apiAs(base, adminCookie).post('/api/instruments/reload', { source: 'kite' });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/header lacks column\(s\): exchange$/);
    await expectMasterIntact(held);
  });
});
