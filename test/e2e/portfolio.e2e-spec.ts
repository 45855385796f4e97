import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { connect } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';
import { DEMO_USERS, MARKET_SUBJECTS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';

const { admin } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;

const api = (cookie: string) => ({
  get: (path: string) => request(base).get(`/api${path}`).set('Cookie', cookie),
  put: (path: string, body: unknown) => request(base).put(`/api${path}`).set('Cookie', cookie).send(body as object),
  post: (path: string, body: unknown = {}) => request(base).post(`/api${path}`).set('Cookie', cookie).send(body as object),
  del: (path: string) => request(base).delete(`/api${path}`).set('Cookie', cookie),
});
const count = async (table: string, userId: string) => Number((await infra.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM portfolio.${table} WHERE user_id = $1`, [userId]))[0].n);

async function newUser(email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Portfolio12345' });
  const s = await signIn(base, email, 'Portfolio12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

/** Sets the simulated price and waits until the market service answers it as the latest price. */
async function setPrice(token: number, price: number) {
  expect((await api(adminCookie).post('/market/simulator/price', { instrument_token: token, last_price: price })).status).toBe(200);
  for (let i = 0; i < 50; i++) {
    const res = await api(adminCookie).get('/market-data');
    if (res.body.data.market_data.find((q: { instrument_token: number }) => q.instrument_token === token)?.last_price === price) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('price did not arrive');
}

const position = (over: object = {}) => ({ tradingSymbol: 'RELIANCE', instrumentToken: RELIANCE, exchange: 'NSE', buyPrice: 1400, quantity: 10, ...over });

beforeAll(async () => {
  infra = await setUpInfra();
  // A slow walk, so a price set by the test stays put between the steps that read it.
  stack = new TestStack(infra, { SEED_DEMO: 'true', MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '60000', REGISTER_PER_MINUTE: '100', BODY_LIMIT: '1mb' });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio']);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('manual positions', () => {
  it('follows the live price with the P&L rules', async () => {
    const u = await newUser('pf.live@example.com');
    await setPrice(RELIANCE, 1500);
    const created = await api(u.cookie).post('/portfolio/manual/positions', position());
    expect(created.status).toBe(201);
    expect(created.body.data.position).toMatchObject({ tradingSymbol: 'RELIANCE', name: expect.stringMatching(/RELIANCE/), positionType: 'BUY', amount: 14000, livePrice: 1500, hasLivePrice: true, unrealizedProfitLoss: 1000 });
    await setPrice(RELIANCE, 1300);
    const list = await api(u.cookie).get('/portfolio/manual/positions');
    expect(list.body.data.positions[0]).toMatchObject({ livePrice: 1300, unrealizedProfitLoss: -1000, unrealizedProfitLossPercent: expect.closeTo(-7.142857, 5) });
    expect(list.body.data.summary).toMatchObject({ totalInvestment: 14000, totalProfitLoss: -1000, lossCount: 1, profitCount: 0 });
    const short = await api(u.cookie).post('/portfolio/manual/positions', position({ positionType: 'SELL', buyPrice: 1350, yesterdayClosingPrice: 1320 }));
    expect(short.body.data.position).toMatchObject({ unrealizedProfitLoss: 500, todaysPnL: 200 });
    const updated = await api(u.cookie).put(`/portfolio/manual/positions/${created.body.data.position.id}`, { quantity: 20 });
    expect(updated.body.data.position).toMatchObject({ quantity: 20, unrealizedProfitLoss: -2000 });
  });

  it('sells part of a position: the rest stays open, a sold position nets the commission, a re-buy entry appears', async () => {
    const u = await newUser('pf.sell@example.com');
    await setPrice(RELIANCE, 1450);
    const { id } = (await api(u.cookie).post('/portfolio/manual/positions', position())).body.data.position;
    const sold = await api(u.cookie).post(`/portfolio/manual/positions/${id}/sell`, { sellPrice: 1500, quantity: 4 });
    expect(sold.status).toBe(200);
    // Commission = (1400 + 1500) x 4 x 0.1 / 100 = 11.6 with the default stock commission.
    expect(sold.body.data.soldPosition).toMatchObject({ quantity: 4, buyPrice: 1400, sellPrice: 1500, commission: 11.6, realizedProfitLoss: 388.4 });
    expect((await api(u.cookie).get('/portfolio/manual/positions')).body.data.positions[0]).toMatchObject({ id, quantity: 6 });
    const rebuy = (await api(u.cookie).get('/rebuy/entries')).body.data.entries;
    expect(rebuy).toEqual([expect.objectContaining({ instrumentToken: RELIANCE, livePrice: 1450, entries: [expect.objectContaining({ sellPrice: 1500, quantity: 4, currentGainLoss: 200, currentGainLossPercent: expect.closeTo(3.3333, 3) })] })]);
    expect((await api(u.cookie).post(`/portfolio/manual/positions/${id}/sell`, { sellPrice: 1500, quantity: 7 })).status).toBe(400);
    // A commission set by the user applies to later sales.
    await api(u.cookie).put('/settings/portfolio-variables', { above_cash: 7000, below_cash: 1000, stock_commission_pct: 1, future_commission_pct: 0.05 });
    const rest = await api(u.cookie).post(`/portfolio/manual/positions/${id}/square-off`, {});
    expect(rest.body.data.soldPosition).toMatchObject({ quantity: 6, sellPrice: 1450, commission: 171 });
    expect((await api(u.cookie).get('/portfolio/manual/positions')).body.data.positions).toEqual([]);
    const grouped = await api(u.cookie).get('/portfolio/sold-positions?groupBy=month');
    expect(grouped.body.data.soldPositions).toHaveLength(2);
    expect(grouped.body.data.groups[0]).toMatchObject({ totalPositions: 2, dateGroups: [expect.objectContaining({ totalPositions: 2 })] });
    expect((await api(u.cookie).get('/rebuy/stats')).body.data.stats).toMatchObject({ totalGroups: 1, totalEntries: 2 });
    const [group] = (await api(u.cookie).get('/rebuy/entries')).body.data.entries;
    const stranger = await newUser('pf.rebuy.stranger@example.com');
    expect((await api(stranger.cookie).del(`/rebuy/entry/${group.entries[0].id}`)).status).toBe(404);
    expect((await api(stranger.cookie).del(`/rebuy/instrument/${RELIANCE}`)).status).toBe(404);
    expect((await api(u.cookie).del(`/rebuy/entry/${group.entries[0].id}`)).status).toBe(200);
    expect((await api(u.cookie).del(`/rebuy/instrument/${RELIANCE}`)).body.data).toEqual({ deleted: 1 });
    expect((await api(u.cookie).get('/rebuy/entries')).body.data.entries).toEqual([]);
    expect((await api(u.cookie).del('/rebuy/instrument/abc')).status).toBe(400);
  });

  it('rolls a future over into the next contract and records the history', async () => {
    const u = await newUser('pf.roll@example.com');
    const fut = (await api(adminCookie).get('/securities/search?query=NIFTY&limit=50')).body.data.securities.filter((s: { instrument_type: string; exchange: string }) => s.instrument_type === 'FUT' && s.exchange === 'NFO');
    expect(fut.length).toBeGreaterThanOrEqual(2);
    const [near, next] = fut;
    const { id } = (await api(u.cookie).post('/portfolio/manual/positions', { tradingSymbol: near.tradingsymbol, instrumentToken: near.instrument_token, exchange: 'NFO', buyPrice: 26000, quantity: 65, instrumentType: 'FUT' })).body.data.position;
    const rolled = await api(u.cookie).post(`/portfolio/manual/positions/${id}/rollover`, { newTradingSymbol: next.tradingsymbol, newInstrumentToken: next.instrument_token, newExpiry: '2026-12-29', closePrice: 26100, openPrice: 26200 });
    expect(rolled.status).toBe(200);
    expect(rolled.body.data.position).toMatchObject({ tradingSymbol: next.tradingsymbol, buyPrice: 26200, quantity: 65, instrumentType: 'FUT' });
    expect(rolled.body.data.soldPosition).toMatchObject({ sellPrice: 26100, quantity: 65 });
    expect((await api(u.cookie).get('/portfolio/manual/rollover-history')).body.data.rolloverHistory).toEqual([expect.objectContaining({ fromSymbol: near.tradingsymbol, toSymbol: next.tradingsymbol, closePrice: 26100, openPrice: 26200 })]);
  });

  it('answers 404 for another user\'s ids and 400 for bad bodies with nothing written', async () => {
    const owner = await newUser('pf.owner@example.com');
    const intruder = await newUser('pf.intruder@example.com');
    const { id } = (await api(owner.cookie).post('/portfolio/manual/positions', position())).body.data.position;
    expect((await api(intruder.cookie).put(`/portfolio/manual/positions/${id}`, { quantity: 1 })).status).toBe(404);
    expect((await api(intruder.cookie).del(`/portfolio/manual/positions/${id}`)).status).toBe(404);
    expect((await api(intruder.cookie).post(`/portfolio/manual/positions/${id}/sell`, { sellPrice: 10 })).status).toBe(404);
    const sold = (await api(owner.cookie).post(`/portfolio/manual/positions/${id}/sell`, { sellPrice: 1500, quantity: 1 })).body.data.soldPosition;
    expect((await api(intruder.cookie).del(`/portfolio/sold-positions/${sold.id}`)).status).toBe(404);
    expect((await api(intruder.cookie).post('/portfolio/sold-positions/bulk-delete', { soldPositionIds: [sold.id] })).body.data).toEqual({ deleted: 0 });
    const before = await count('positions', owner.id);
    for (const body of [position({ buyPrice: -1 }), position({ quantity: 1.5 }), position({ exchange: 'NYSE' }), position({ instrumentToken: 4242 }), position({ buyPrice: 1400.12345 }), position({ extra: true }), {}]) {
      const res = await api(owner.cookie).post('/portfolio/manual/positions', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.details.length).toBeGreaterThan(0);
    }
    expect((await api(owner.cookie).post(`/portfolio/manual/positions/${id}/sell`, { sellPrice: 0 })).status).toBe(400);
    expect((await api(owner.cookie).put('/portfolio/manual/positions/not-an-id', { quantity: 1 })).status).toBe(400);
    expect(await count('positions', owner.id)).toBe(before);
    expect(await count('sold_positions', owner.id)).toBe(1);
  });
});

describe('bulk imports and bulk rollover', () => {
  it('imports live positions whole or not at all', async () => {
    const u = await newUser('pf.import@example.com');
    const rows = [position(), position({ tradingSymbol: 'INFY', instrumentToken: INFY, buyPrice: 1500 }), position({ instrumentToken: 4242 })];
    const bad = await api(u.cookie).post('/portfolio/manual/bulk-import/live-positions', { positions: rows });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['positions.2.instrumentToken']);
    expect(await count('positions', u.id)).toBe(0);
    const invalid = await api(u.cookie).post('/portfolio/manual/bulk-import/live-positions', { positions: [position(), position({ quantity: -1 })] });
    expect(invalid.status).toBe(400);
    expect(await count('positions', u.id)).toBe(0);
    const ok = await api(u.cookie).post('/portfolio/manual/bulk-import/live-positions', { positions: rows.slice(0, 2) });
    expect(ok.body.data).toMatchObject({ imported: 2, positions: [expect.objectContaining({ tradingSymbol: 'RELIANCE' }), expect.objectContaining({ tradingSymbol: 'INFY' })] });
    const sold = await api(u.cookie).post('/portfolio/manual/bulk-import/sold-positions', { positions: [{ ...position(), sellPrice: 1500, soldAt: '2026-10-01T10:00:00Z' }] });
    expect(sold.body.data).toEqual({ imported: 1 });
    expect((await api(u.cookie).get('/portfolio/sold-positions')).body.data.soldPositions[0]).toMatchObject({ commission: 29, realizedProfitLoss: 971, soldAt: '2026-10-01T10:00:00.000Z' });
    const history = await api(u.cookie).post('/portfolio/manual/bulk-import/rollover-history', { rolloverHistory: [{ fromSymbol: 'NIFTY26OCTFUT', toSymbol: 'NIFTY26NOVFUT', toInstrumentToken: 123, newExpiry: '2026-11-24', quantity: 65, closePrice: 25900, openPrice: 26000 }] });
    expect(history.body.data).toEqual({ imported: 1 });
    expect((await api(u.cookie).get('/portfolio/manual/rollover-history')).body.data.rolloverHistory).toHaveLength(1);
  });

  it('rolls several futures over in one transaction', async () => {
    const u = await newUser('pf.bulkroll@example.com');
    const fut = (await api(adminCookie).get('/securities/search?query=NIFTY&limit=50')).body.data.securities.filter((s: { instrument_type: string; exchange: string }) => s.instrument_type === 'FUT' && s.exchange === 'NFO');
    const [near, next] = fut;
    const make = async () => (await api(u.cookie).post('/portfolio/manual/positions', { tradingSymbol: near.tradingsymbol, instrumentToken: near.instrument_token, exchange: 'NFO', buyPrice: 26000, quantity: 65 })).body.data.position.id;
    const [a, b] = [await make(), await make()];
    const roll = (positionId: string) => ({ positionId, newTradingSymbol: next.tradingsymbol, newInstrumentToken: next.instrument_token, newExpiry: '2026-12-29', closePrice: 26100, openPrice: 26200 });
    const failing = await api(u.cookie).post('/portfolio/manual/bulk-rollover', { rolloverData: [roll(a), roll('00000000-0000-4000-8000-000000000000')] });
    expect(failing.status).toBe(404);
    expect((await api(u.cookie).get('/portfolio/manual/positions')).body.data.positions.map((p: { id: string }) => p.id).sort()).toEqual([a, b].sort());
    const done = await api(u.cookie).post('/portfolio/manual/bulk-rollover', { rolloverData: [roll(a), roll(b)] });
    expect(done.status).toBe(200);
    expect(done.body.data.positions).toHaveLength(2);
    expect((await api(u.cookie).get('/portfolio/manual/positions')).body.data.positions.every((p: { tradingSymbol: string }) => p.tradingSymbol === next.tradingsymbol)).toBe(true);
  });

  it('lists 1,000 positions with one SQL statement and one price lookup', async () => {
    const u = await newUser('pf.thousand@example.com');
    const tokens = [RELIANCE, INFY, TCS];
    const positions = Array.from({ length: 1000 }, (_, i) => position({ instrumentToken: tokens[i % 3], tradingSymbol: ['RELIANCE', 'INFY', 'TCS'][i % 3], buyPrice: 1000 + i }));
    expect((await api(u.cookie).post('/portfolio/manual/bulk-import/live-positions', { positions })).status).toBe(201);
    const ds = stack.service('portfolio').get(DataSource);
    const runner = ds.createQueryRunner();
    const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
    await runner.release();
    const original = proto.query;
    let statements = 0;
    // The paper broker checks open limit orders on every tick batch, on its own schedule: only the
    // statements this request makes count.
    proto.query = function (this: unknown, ...args: unknown[]) {
      if (!String(args[0]).includes('portfolio.orders')) statements++;
      return original.apply(this, args);
    };
    const nc = await connect({ servers: infra.nats.url });
    let lookups = 0;
    const sub = nc.subscribe(MARKET_SUBJECTS.pricesLatest, { callback: () => void lookups++ });
    await nc.flush();
    try {
      const res = await api(u.cookie).get('/portfolio/manual/positions');
      expect(res.status).toBe(200);
      expect(res.body.data.positions).toHaveLength(1000);
      expect(res.body.data.positions.every((p: { hasLivePrice: boolean }) => p.hasLivePrice)).toBe(true);
      await nc.flush();
      expect(statements).toBe(1);
      // One request for all three instruments, or none when all three ticked moments ago.
      expect(lookups).toBeLessThanOrEqual(1);
    } finally {
      proto.query = original;
      sub.unsubscribe();
      await nc.close();
    }
  });

  it('takes a price heard on the tick stream moments ago without asking the market service', async () => {
    // A wide freshness window, so the check does not depend on how fast this machine is.
    await stack.stopService('portfolio');
    await stack.startService('portfolio', { LIVE_PRICE_FRESH_MS: '60000' });
    const nc = await connect({ servers: infra.nats.url });
    try {
      const u = await newUser('pf.heard@example.com');
      expect((await api(u.cookie).post('/portfolio/manual/positions', position({ buyPrice: 1500 }))).status).toBe(201);
      await setPrice(RELIANCE, 1512.5);
      let lookups = 0;
      const sub = nc.subscribe(MARKET_SUBJECTS.pricesLatest, { callback: () => void lookups++ });
      await nc.flush();
      const res = await api(u.cookie).get('/portfolio/manual/positions');
      await nc.flush();
      sub.unsubscribe();
      expect(res.status).toBe(200);
      expect(res.body.data.positions[0]).toMatchObject({ livePrice: 1512.5, hasLivePrice: true, unrealizedProfitLoss: 125 });
      expect(lookups).toBe(0);
    } finally {
      await nc.close();
      await stack.stopService('portfolio');
      await stack.startService('portfolio');
    }
  });
});

describe('loss cover', () => {
  it('lists BUY positions whose loss lies in the range, inclusive, with the search', async () => {
    const u = await newUser('pf.loss@example.com');
    await setPrice(INFY, 1000);
    await setPrice(TCS, 3000);
    await api(u.cookie).post('/portfolio/manual/positions', { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1250, quantity: 10 });
    await api(u.cookie).post('/portfolio/manual/positions', { tradingSymbol: 'TCS', instrumentToken: TCS, exchange: 'NSE', buyPrice: 3100, quantity: 5 });
    await api(u.cookie).post('/portfolio/manual/positions', { tradingSymbol: 'INFY', instrumentToken: INFY, exchange: 'NSE', buyPrice: 1250, quantity: 1, positionType: 'SELL' });
    const all = (await api(u.cookie).get('/portfolio/loss-cover/positions?minLossPercent=0&maxLossPercent=100')).body.data.positions;
    expect(all.map((p: { tradingsymbol: string }) => p.tradingsymbol)).toEqual(['INFY', 'TCS']);
    expect(all[0]).toMatchObject({ currentLossPercent: 20, netCashLoss: 2500, currentValue: 10000, unrealizedProfitLoss: -2500, livePrice: 1000 });
    const edge = (await api(u.cookie).get('/portfolio/loss-cover/positions?minLossPercent=20&maxLossPercent=20')).body.data.positions;
    expect(edge.map((p: { tradingsymbol: string }) => p.tradingsymbol)).toEqual(['INFY']);
    expect((await api(u.cookie).get('/portfolio/loss-cover/positions?minLossPercent=21')).body.data.positions).toEqual([]);
    expect((await api(u.cookie).get('/portfolio/loss-cover/positions?search=tcs')).body.data.positions).toHaveLength(1);
    expect((await api(u.cookie).get('/portfolio/loss-cover/positions?minLossPercent=abc')).status).toBe(400);
  });
});

describe('paper broker', () => {
  const order = (over: object) => ({ order: { tradingsymbol: 'INFY', exchange: 'NSE', transaction_type: 'BUY', quantity: 10, order_type: 'MARKET', product: 'CNC', ...over } });

  it('fills market orders at the live price, moving funds and holdings together', async () => {
    const u = await newUser('pf.market@example.com');
    await setPrice(INFY, 1000);
    expect((await api(u.cookie).get('/funds')).body.data.funds.equity.available.cash).toBe(1_000_000);
    const placed = await api(u.cookie).post('/orders/place', order({}));
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order_id: expect.any(String), status: 'COMPLETE' });
    await setPrice(INFY, 1100);
    await api(u.cookie).post('/orders/place', order({ quantity: 10 }));
    expect((await api(u.cookie).get('/funds')).body.data.funds.equity.available.cash).toBe(1_000_000 - 10_000 - 11_000);
    expect((await api(u.cookie).get('/portfolio/holdings')).body.data.holdings).toEqual([expect.objectContaining({ tradingsymbol: 'INFY', quantity: 20, average_price: 1050, last_price: 1100, pnl: 1000 })]);
    const sell = await api(u.cookie).post('/orders/place', order({ transaction_type: 'SELL', quantity: 5 }));
    expect(sell.body.data.status).toBe('COMPLETE');
    expect((await api(u.cookie).get('/funds')).body.data.funds.equity.available.cash).toBe(1_000_000 - 21_000 + 5_500);
    const oversell = await api(u.cookie).post('/orders/place', order({ transaction_type: 'SELL', quantity: 50 }));
    expect(oversell.body.data).toMatchObject({ status: 'REJECTED', status_message: 'Insufficient quantity in holdings' });
    expect((await api(u.cookie).get('/user-details')).body.data.user_details).toMatchObject({ broker: 'PAPER', available_cash: 984_500 });
  });

  it('rejects an order beyond funds, and two orders that together exceed funds cannot both fill', async () => {
    const u = await newUser('pf.race@example.com');
    await setPrice(RELIANCE, 10000);
    const big = await api(u.cookie).post('/orders/place', order({ tradingsymbol: 'RELIANCE', quantity: 101 }));
    expect(big.body.data).toMatchObject({ status: 'REJECTED', status_message: 'Insufficient funds' });
    const [a, b] = await Promise.all([
      api(u.cookie).post('/orders/place', order({ tradingsymbol: 'RELIANCE', quantity: 60 })),
      api(u.cookie).post('/orders/place', order({ tradingsymbol: 'RELIANCE', quantity: 60 })),
    ]);
    expect([a.body.data.status, b.body.data.status].sort()).toEqual(['COMPLETE', 'REJECTED']);
    expect((await api(u.cookie).get('/funds')).body.data.funds.equity.available.cash).toBe(400_000);
    expect((await api(u.cookie).get('/portfolio/holdings')).body.data.holdings[0]).toMatchObject({ quantity: 60 });
  });

  it('keeps limit orders open until a tick crosses them, and cancels open ones', async () => {
    const u = await newUser('pf.limit@example.com');
    await setPrice(TCS, 3000);
    const limit = await api(u.cookie).post('/orders/place', order({ tradingsymbol: 'TCS', quantity: 2, order_type: 'LIMIT', price: 2900 }));
    expect(limit.body.data.status).toBe('OPEN');
    const other = await api(u.cookie).post('/orders/place', order({ tradingsymbol: 'TCS', quantity: 1, order_type: 'LIMIT', price: 2800 }));
    await setPrice(TCS, 2890);
    let status = '';
    for (let i = 0; i < 50 && status !== 'COMPLETE'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await api(u.cookie).get('/orders')).body.data.orders.find((o: { order_id: string }) => o.order_id === limit.body.data.order_id).status;
    }
    expect(status).toBe('COMPLETE');
    expect((await api(u.cookie).get('/portfolio/holdings')).body.data.holdings[0]).toMatchObject({ tradingsymbol: 'TCS', quantity: 2, average_price: 2890 });
    expect((await api(u.cookie).del(`/orders/${other.body.data.order_id}`)).body.data.order.status).toBe('CANCELLED');
    expect((await api(u.cookie).del(`/orders/${other.body.data.order_id}`)).status).toBe(409);
    const stranger = await newUser('pf.stranger@example.com');
    expect((await api(stranger.cookie).del(`/orders/${limit.body.data.order_id}`)).status).toBe(404);
    for (const bad of [order({ order_type: 'LIMIT' }), order({ quantity: 0 }), order({ order_type: 'LIMIT', price: 2900.03, tradingsymbol: 'TCS' }), order({ transaction_type: 'HOLD' }), { order: null }]) {
      expect((await api(u.cookie).post('/orders/place', bad)).status).toBe(400);
    }
    expect((await api(u.cookie).post('/orders/place', order({ tradingsymbol: 'NOPE' }))).status).toBe(404);
  });
});

describe('demo data', () => {
  it('gives the demo investor positions, sales, re-buy entries and paper funds on first sign-in', async () => {
    const investor = cookieHeader((await signIn(base, DEMO_USERS.investor.email, DEMO_USERS.investor.password)).cookies);
    const positions = (await api(investor).get('/portfolio/manual/positions')).body.data.positions;
    expect(positions.map((p: { tradingSymbol: string }) => p.tradingSymbol)).toEqual(['RELIANCE', 'INFY', 'TCS', 'HDFCBANK', 'SBIN']);
    expect(positions.every((p: { hasLivePrice: boolean }) => p.hasLivePrice)).toBe(true);
    expect((await api(investor).get('/portfolio/sold-positions')).body.data.soldPositions).toHaveLength(2);
    expect((await api(investor).get('/rebuy/entries')).body.data.entries).toHaveLength(2);
    expect((await api(investor).get('/funds')).body.data.funds.equity.available.cash).toBe(1_000_000);
  });
});

describe('user deletion', () => {
  it('counts portfolio rows in data-summary and removes them when the user goes', async () => {
    const u = await newUser('pf.leaving@example.com');
    await api(u.cookie).post('/portfolio/manual/positions', position());
    await api(u.cookie).get('/funds');
    const summary = await api(adminCookie).get(`/admin/users/${u.id}/data-summary`);
    expect(summary.body.data.services.portfolio).toMatchObject({ positions: 1, funds: 1 });
    expect((await api(adminCookie).del(`/admin/users/${u.id}`)).status).toBe(200);
    let left = 2;
    for (let i = 0; i < 50 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      left = (await count('positions', u.id)) + (await count('funds', u.id));
    }
    expect(left).toBe(0);
  });
});
