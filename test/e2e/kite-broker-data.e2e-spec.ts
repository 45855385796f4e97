import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { apiAs } from '../support/hostile-cases.js';
import { answerErrors, type OpenApiDoc } from '../support/openapi.js';
import { startKiteBrokerStack } from '../support/fake-kite/kite-broker-stack.js';

let w: Awaited<ReturnType<typeof startKiteBrokerStack>>;
const kiteApi = () => apiAs(w.base, w.kiteUser.cookie);
const paperApi = () => apiAs(w.base, w.paperUser.cookie);

beforeAll(async () => {
  w = await startKiteBrokerStack();
}, 90_000);

afterAll(async () => {
  await w?.close();
});

describe("a connected user's broker data comes from Kite, in Kite's own field names", () => {
  it('holdings: every row from /portfolio/holdings, numbers as numbers, Kite fields kept, source kite', async () => {
    const res = await kiteApi().get('/portfolio/holdings');
    expect(res.status).toBe(200);
    expect(res.body.data.source).toBe('kite');
    expect(res.body.data.as_of).toBeUndefined();
    const infy = res.body.data.holdings.find((h: { tradingsymbol: string }) => h.tradingsymbol === 'INFY');
    expect(infy).toMatchObject({
      exchange: 'NSE',
      instrument_token: 408065,
      quantity: 10,
      average_price: 1450.5,
      last_price: 1512.25,
      close_price: 1500,
      t1_quantity: 0,
      isin: expect.stringMatching(/^INE/),
    });
    expect(infy.pnl).toBeCloseTo((1512.25 - 1450.5) * 10, 2);
    expect(res.body.data.holdings.map((h: { tradingsymbol: string }) => h.tradingsymbol).sort()).toEqual([
      'INFY',
      'TCS',
    ]);
  });

  it('funds: /user/margins with the equity segment in the contract shape and commodity beside it', async () => {
    const res = await kiteApi().get('/funds');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      source: 'kite',
      funds: {
        equity: { enabled: true, net: 123456.78, available: { cash: 150000.5, live_balance: 123456.78 } },
        commodity: { enabled: true },
      },
    });
    expect(res.body.data.funds.equity.utilised.debits).toBe(145706.55);
  });

  it('positions (net and day), orders, trades and user details, each saying source kite', async () => {
    const positions = await kiteApi().get('/portfolio/positions');
    expect(positions.status).toBe(200);
    expect(positions.body.data.source).toBe('kite');
    expect(positions.body.data.net[0]).toMatchObject({ tradingsymbol: 'SBIN', quantity: 25, average_price: 810.4 });
    expect(positions.body.data.day).toHaveLength(1);
    for (const path of ['/orders', '/trades']) {
      const res = await kiteApi().get(path);
      expect(res.status).toBe(200);
      expect(res.body.data.source).toBe('kite');
    }
    const details = await kiteApi().get('/user-details');
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      source: 'kite',
      user_details: { user_id: 'ZR1111', broker: 'ZERODHA', available_cash: 150000.5 },
    });
  });

  it('an unconnected user on the same stack keeps the paper broker and never sees the Kite account', async () => {
    for (const path of [
      '/portfolio/holdings',
      '/funds',
      '/orders',
      '/portfolio/positions',
      '/trades',
      '/user-details',
    ]) {
      const res = await paperApi().get(path);
      expect(res.status).toBe(200);
      expect(res.body.data.source).toBe('paper');
      expect(JSON.stringify(res.body)).not.toMatch(/ZR1111|INFY|SBIN|123456\.78/);
    }
    // The fake saw only the connected users' tokens: the paper user's reads never reached Kite.
    const tokens = new Set(w.kite.requests.map((r) => r.token).filter((t) => t !== null));
    expect([...tokens].every((t) => [...w.kite.sessions.values()].some((s) => s.accessToken === t))).toBe(true);
  });
});

describe('the API catalogue', () => {
  it('describes the Kite and paper answers of the broker routes by their documented schemas', async () => {
    const doc = (await request(w.base).get('/api/openapi.json')).body as OpenApiDoc;
    const problems: string[] = [];
    for (const path of ['/portfolio/holdings', '/portfolio/positions', '/trades'])
      for (const api of [kiteApi(), paperApi()]) {
        const res = await api.get(path);
        problems.push(...answerErrors(doc, `GET /api${path}`, res.status, res.body));
      }
    expect(problems).toEqual([]);
    expect(answerErrors(doc, 'GET /api/trades', 200, { success: true, data: { trades: [] } })).not.toEqual([]);
  });
});

describe('failures: retries for reads, the last good answer in an outage, expiry', () => {
  it('retries a read that Kite answers 429 and succeeds', async () => {
    // A clear second first: Kite's own 10 requests a second per token would add 429s of its own.
    await new Promise((r) => setTimeout(r, 1100));
    const before = w.kite.seen('GET', '/portfolio/holdings').length;
    w.account.failNext('GET', '/portfolio/holdings', 2, 429, 'NetworkException');
    const res = await kiteApi().get('/portfolio/holdings');
    expect(res.status).toBe(200);
    expect(res.body.data.source).toBe('kite');
    expect(w.kite.seen('GET', '/portfolio/holdings').length - before).toBe(3);
  });

  it('retries a 5xx read too, and gives up after three attempts with the stored answer', async () => {
    await kiteApi().get('/funds');
    const before = w.kite.seen('GET', '/user/margins').length;
    w.account.failNext('GET', '/user/margins', 3, 502, 'NetworkException');
    const res = await kiteApi().get('/funds');
    expect(w.kite.seen('GET', '/user/margins').length - before).toBe(3);
    expect(res.status).toBe(200);
    expect(res.body.data.stale_reason).toMatch(/502/);
  });

  it('answers the stored holdings with as_of and stale_reason when Kite is down, and 503 with nothing stored, quickly', async () => {
    const fresh = await kiteApi().get('/portfolio/holdings');
    w.kite.outage = 'drop';
    try {
      const started = Date.now();
      const stale = await kiteApi().get('/portfolio/holdings');
      expect(Date.now() - started).toBeLessThan(3000);
      expect(stale.status).toBe(200);
      expect(stale.body.data.holdings).toEqual(fresh.body.data.holdings);
      expect(stale.body.data.source).toBe('kite');
      expect(new Date(stale.body.data.as_of).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(stale.body.data.stale_reason).toMatch(/unreachable/i);

      const t0 = Date.now();
      const none = await apiAs(w.base, w.freshUser.cookie).get('/portfolio/holdings');
      expect(Date.now() - t0).toBeLessThan(3000);
      expect(none.status).toBe(503);
      expect(none.body.error).toMatch(/Zerodha is unavailable.*unreachable/i);
    } finally {
      w.kite.outage = null;
    }
  });

  it('marks the connection expired on TokenException and answers the reconnect error', async () => {
    w.kite.expireAllSessions();
    const res = await kiteApi().get('/portfolio/holdings');
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Your Zerodha session has expired: reconnect Zerodha in Settings');
    const status = (await kiteApi().get('/broker/status')).body.data.broker;
    expect(status).toMatchObject({
      state: 'expired',
      source: 'paper',
      reason: expect.stringMatching(/TokenException/),
    });
    // Once expired, the account reads as paper until the user reconnects.
    expect((await kiteApi().get('/portfolio/holdings')).body.data.source).toBe('paper');
    await w.connectKite(w.kiteUser.cookie, 'ZR1111');
    expect((await kiteApi().get('/portfolio/holdings')).body.data.source).toBe('kite');
  });

  it('after a disconnect the account is back on paper', async () => {
    expect((await kiteApi().del('/broker/kite')).status).toBe(200);
    const res = await kiteApi().get('/portfolio/holdings');
    expect(res.body.data.source).toBe('paper');
    expect(JSON.stringify(res.body)).not.toMatch(/INFY|TCS/);
  });

  it("never shows the last account's stored holdings after the user connects another Zerodha account", async () => {
    w.kite.addAccount({ userId: 'ZR3333' });
    await w.connectKite(w.kiteUser.cookie, 'ZR3333');
    w.kite.outage = 'drop';
    try {
      const res = await kiteApi().get('/portfolio/holdings');
      expect(res.status).toBe(503);
      expect(JSON.stringify(res.body)).not.toMatch(/INFY|TCS/);
    } finally {
      w.kite.outage = null;
    }
  });

  it('never logs an access token', () => {
    const tokens = [...w.kite.sessions.values()].map((s) => s.accessToken);
    const leaked = w.logs.filter((l) => tokens.some((t) => l.includes(t)));
    expect(leaked).toEqual([]);
    expect(w.logs.join('\n')).toContain('TokenException');
  });
});
