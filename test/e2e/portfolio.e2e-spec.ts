import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_USERS } from '@app/contracts';
import { futuresPosition, order, PortfolioStack, position, rollInto, STOCK } from '../support/portfolio-fixtures.js';

const { RELIANCE, INFY, TCS } = STOCK;

const pf = new PortfolioStack();
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const ids = (list: { id: string }[]) => list.map((p) => p.id).sort();
const symbols = (res: { body: { data: { positions: { tradingsymbol: string }[] } } }) =>
  res.body.data.positions.map((p) => p.tradingsymbol);

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

describe('manual positions', () => {
  it('follows the live price with the P&L rules', async () => {
    const u = await pf.newUser('pf.live@example.com');
    await pf.setPrice(RELIANCE, 1500);
    const created = await u.createPosition(position());
    expect(created.status).toBe(201);
    const identity = { tradingSymbol: 'RELIANCE', name: expect.stringMatching(/RELIANCE/), positionType: 'BUY' };
    const live = { amount: 14000, livePrice: 1500, hasLivePrice: true, unrealizedProfitLoss: 1000 };
    expect(created.body.data.position).toMatchObject({ ...identity, ...live });
    await pf.setPrice(RELIANCE, 1300);
    const list = await u.positions();
    const percent = expect.closeTo(-7.142857, 5);
    const loss = { livePrice: 1300, unrealizedProfitLoss: -1000, unrealizedProfitLossPercent: percent };
    expect(list.body.data.positions[0]).toMatchObject(loss);
    const summary = { totalInvestment: 14000, totalProfitLoss: -1000, lossCount: 1, profitCount: 0 };
    expect(list.body.data.summary).toMatchObject(summary);
    const shortBody = position({ positionType: 'SELL', buyPrice: 1350, yesterdayClosingPrice: 1320 });
    const short = await u.createPosition(shortBody);
    expect(short.body.data.position).toMatchObject({ unrealizedProfitLoss: 500, todaysPnL: 200 });
    const updated = await u.updatePosition(created.body.data.position.id, { quantity: 20 });
    expect(updated.body.data.position).toMatchObject({ quantity: 20, unrealizedProfitLoss: -2000 });
  });

  it('sells part of a position: the rest stays open, a sold position nets the commission, a re-buy entry appears', async () => {
    const u = await pf.newUser('pf.sell@example.com');
    await pf.setPrice(RELIANCE, 1450);
    const { id } = (await u.createPosition(position())).body.data.position;
    const sold = await u.sell(id, { sellPrice: 1500, quantity: 4 });
    expect(sold.status).toBe(200);
    // Commission = (1400 + 1500) x 4 x 0.1 / 100 = 11.6 with the default stock commission.
    const sale = { quantity: 4, buyPrice: 1400, sellPrice: 1500, commission: 11.6, realizedProfitLoss: 388.4 };
    expect(sold.body.data.soldPosition).toMatchObject(sale);
    expect((await u.positions()).body.data.positions[0]).toMatchObject({ id, quantity: 6 });
    const gain = { currentGainLoss: 200, currentGainLossPercent: expect.closeTo(3.3333, 3) };
    const entry = expect.objectContaining({ sellPrice: 1500, quantity: 4, ...gain });
    const expected = expect.objectContaining({ instrumentToken: RELIANCE, livePrice: 1450, entries: [entry] });
    expect((await u.rebuyEntries()).body.data.entries).toEqual([expected]);
    expect((await u.sell(id, { sellPrice: 1500, quantity: 7 })).status).toBe(400);
    // A commission set by the user applies to later sales.
    const variables = { above_cash: 7000, below_cash: 1000, stock_commission_pct: 1, future_commission_pct: 0.05 };
    await u.put('/settings/portfolio-variables', variables);
    const rest = await u.squareOff(id);
    expect(rest.body.data.soldPosition).toMatchObject({ quantity: 6, sellPrice: 1450, commission: 171 });
    expect((await u.positions()).body.data.positions).toEqual([]);
    const grouped = await u.soldPositions('?groupBy=month');
    expect(grouped.body.data.soldPositions).toHaveLength(2);
    const oneDay = [expect.objectContaining({ totalPositions: 2 })];
    expect(grouped.body.data.groups[0]).toMatchObject({ totalPositions: 2, dateGroups: oneDay });
    expect((await u.get('/rebuy/stats')).body.data.stats).toMatchObject({ totalGroups: 1, totalEntries: 2 });
    const [group] = (await u.rebuyEntries()).body.data.entries;
    const stranger = await pf.newUser('pf.rebuy.stranger@example.com');
    expect((await stranger.del(`/rebuy/entry/${group.entries[0].id}`)).status).toBe(404);
    expect((await stranger.del(`/rebuy/instrument/${RELIANCE}`)).status).toBe(404);
    expect((await u.del(`/rebuy/entry/${group.entries[0].id}`)).status).toBe(200);
    expect((await u.del(`/rebuy/instrument/${RELIANCE}`)).body.data).toEqual({ deleted: 1 });
    expect((await u.rebuyEntries()).body.data.entries).toEqual([]);
    expect((await u.del('/rebuy/instrument/abc')).status).toBe(400);
  });

  it('rolls a future over into the next contract and records the history', async () => {
    const u = await pf.newUser('pf.roll@example.com');
    const fut = await pf.niftyFutures();
    expect(fut.length).toBeGreaterThanOrEqual(2);
    const [near, next] = fut;
    const { id } = (await u.createPosition(futuresPosition(near, { instrumentType: 'FUT' }))).body.data.position;
    const rolled = await u.rollover(id, rollInto(next));
    expect(rolled.status).toBe(200);
    const opened = { tradingSymbol: next.tradingsymbol, buyPrice: 26200, quantity: 65, instrumentType: 'FUT' };
    expect(rolled.body.data.position).toMatchObject(opened);
    expect(rolled.body.data.soldPosition).toMatchObject({ sellPrice: 26100, quantity: 65 });
    const from = { fromSymbol: near.tradingsymbol, toSymbol: next.tradingsymbol };
    const entry = expect.objectContaining({ ...from, closePrice: 26100, openPrice: 26200 });
    expect((await u.rolloverHistory()).body.data.rolloverHistory).toEqual([entry]);
  });

  it("answers 404 for another user's ids and 400 for bad bodies with nothing written", async () => {
    const owner = await pf.newUser('pf.owner@example.com');
    const intruder = await pf.newUser('pf.intruder@example.com');
    const { id } = (await owner.createPosition(position())).body.data.position;
    expect((await intruder.updatePosition(id, { quantity: 1 })).status).toBe(404);
    expect((await intruder.deletePosition(id)).status).toBe(404);
    expect((await intruder.sell(id, { sellPrice: 10 })).status).toBe(404);
    const sold = (await owner.sell(id, { sellPrice: 1500, quantity: 1 })).body.data.soldPosition;
    expect((await intruder.del(`/portfolio/sold-positions/${sold.id}`)).status).toBe(404);
    const bulk = await intruder.post('/portfolio/sold-positions/bulk-delete', { soldPositionIds: [sold.id] });
    expect(bulk.body.data).toEqual({ deleted: 0 });
    const before = await pf.count('positions', owner.id);
    const badFields = [{ buyPrice: -1 }, { quantity: 1.5 }, { exchange: 'NYSE' }, { instrumentToken: 4242 }];
    const more = [{ buyPrice: 1400.12345 }, { extra: true }];
    for (const body of [...badFields.map(position), ...more.map(position), {}]) {
      const res = await owner.createPosition(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.details.length).toBeGreaterThan(0);
    }
    expect((await owner.sell(id, { sellPrice: 0 })).status).toBe(400);
    expect((await owner.updatePosition('not-an-id', { quantity: 1 })).status).toBe(400);
    expect(await pf.count('positions', owner.id)).toBe(before);
    expect(await pf.count('sold_positions', owner.id)).toBe(1);
  });
});

describe('bulk imports and bulk rollover', () => {
  it('imports live positions whole or not at all', async () => {
    const u = await pf.newUser('pf.import@example.com');
    const infy = position({ tradingSymbol: 'INFY', instrumentToken: INFY, buyPrice: 1500 });
    const rows = [position(), infy, position({ instrumentToken: 4242 })];
    const bad = await u.import('live-positions', { positions: rows });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['positions.2.instrumentToken']);
    expect(await pf.count('positions', u.id)).toBe(0);
    const invalid = await u.import('live-positions', { positions: [position(), position({ quantity: -1 })] });
    expect(invalid.status).toBe(400);
    expect(await pf.count('positions', u.id)).toBe(0);
    const ok = await u.import('live-positions', { positions: rows.slice(0, 2) });
    const [reliance, infosys] = ['RELIANCE', 'INFY'].map((s) => expect.objectContaining({ tradingSymbol: s }));
    expect(ok.body.data).toMatchObject({ imported: 2, positions: [reliance, infosys] });
    const past = { ...position(), sellPrice: 1500, soldAt: '2026-10-01T10:00:00Z' };
    expect((await u.import('sold-positions', { positions: [past] })).body.data).toEqual({ imported: 1 });
    const imported = { commission: 29, realizedProfitLoss: 971, soldAt: '2026-10-01T10:00:00.000Z' };
    expect((await u.soldPositions()).body.data.soldPositions[0]).toMatchObject(imported);
    const rollover = { fromSymbol: 'NIFTY26OCTFUT', toSymbol: 'NIFTY26NOVFUT', toInstrumentToken: 123 };
    const prices = { newExpiry: '2026-11-24', quantity: 65, closePrice: 25900, openPrice: 26000 };
    const history = await u.import('rollover-history', { rolloverHistory: [{ ...rollover, ...prices }] });
    expect(history.body.data).toEqual({ imported: 1 });
    expect((await u.rolloverHistory()).body.data.rolloverHistory).toHaveLength(1);
  });

  it('rolls several futures over in one transaction', async () => {
    const u = await pf.newUser('pf.bulkroll@example.com');
    const [near, next] = await pf.niftyFutures();
    const make = async () => (await u.createPosition(futuresPosition(near))).body.data.position.id;
    const [a, b] = [await make(), await make()];
    const roll = (positionId: string) => ({ positionId, ...rollInto(next) });
    expect((await u.bulkRollover([roll(a), roll(NO_SUCH_ID)])).status).toBe(404);
    expect(ids((await u.positions()).body.data.positions)).toEqual([a, b].sort());
    const done = await u.bulkRollover([roll(a), roll(b)]);
    expect(done.status).toBe(200);
    expect(done.body.data.positions).toHaveLength(2);
    const after = (await u.positions()).body.data.positions;
    expect(after.every((p: { tradingSymbol: string }) => p.tradingSymbol === next.tradingsymbol)).toBe(true);
  });

  it('takes a price heard on the tick stream moments ago without asking the market service', async () => {
    // A wide freshness window, so the check does not depend on how fast this machine is.
    await pf.withPortfolio({ LIVE_PRICE_FRESH_MS: '60000' }, async () => {
      const u = await pf.newUser('pf.heard@example.com');
      expect((await u.createPosition(position({ buyPrice: 1500 }))).status).toBe(201);
      await pf.setPrice(RELIANCE, 1512.5);
      const { result: res, lookups } = await pf.countingQueries(async (id) => u.positions().set('X-Request-Id', id));
      expect(res.status).toBe(200);
      const heard = { livePrice: 1512.5, hasLivePrice: true, unrealizedProfitLoss: 125 };
      expect(res.body.data.positions[0]).toMatchObject(heard);
      expect(lookups).toBe(0);
    });
  });
});

describe('loss cover', () => {
  it('lists BUY positions whose loss lies in the range, inclusive, with the search', async () => {
    const u = await pf.newUser('pf.loss@example.com');
    await pf.setPrice(INFY, 1000);
    await pf.setPrice(TCS, 3000);
    const infy = { tradingSymbol: 'INFY', instrumentToken: INFY, buyPrice: 1250 };
    await u.createPosition(position(infy));
    await u.createPosition(position({ tradingSymbol: 'TCS', instrumentToken: TCS, buyPrice: 3100, quantity: 5 }));
    await u.createPosition(position({ ...infy, quantity: 1, positionType: 'SELL' }));
    const all = await u.lossCover('?minLossPercent=0&maxLossPercent=100');
    expect(symbols(all)).toEqual(['INFY', 'TCS']);
    const figures = { currentLossPercent: 20, netCashLoss: 2500, currentValue: 10000, unrealizedProfitLoss: -2500 };
    expect(all.body.data.positions[0]).toMatchObject({ ...figures, livePrice: 1000 });
    expect(symbols(await u.lossCover('?minLossPercent=20&maxLossPercent=20'))).toEqual(['INFY']);
    expect((await u.lossCover('?minLossPercent=21')).body.data.positions).toEqual([]);
    expect((await u.lossCover('?search=tcs')).body.data.positions).toHaveLength(1);
    expect((await u.lossCover('?minLossPercent=abc')).status).toBe(400);
  });
});

describe('paper broker', () => {
  it('fills market orders at the live price, moving funds and holdings together', async () => {
    const u = await pf.newUser('pf.market@example.com');
    await pf.setPrice(INFY, 1000);
    expect(await u.cash()).toBe(1_000_000);
    const placed = await u.placeOrder(order({}));
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ order_id: expect.any(String), status: 'COMPLETE' });
    await pf.setPrice(INFY, 1100);
    await u.placeOrder(order({ quantity: 10 }));
    expect(await u.cash()).toBe(1_000_000 - 10_000 - 11_000);
    const held = { tradingsymbol: 'INFY', quantity: 20, average_price: 1050, last_price: 1100, pnl: 1000 };
    expect((await u.holdings()).body.data.holdings).toEqual([expect.objectContaining(held)]);
    const sell = await u.placeOrder(order({ transaction_type: 'SELL', quantity: 5 }));
    expect(sell.body.data.status).toBe('COMPLETE');
    expect(await u.cash()).toBe(1_000_000 - 21_000 + 5_500);
    const oversell = await u.placeOrder(order({ transaction_type: 'SELL', quantity: 50 }));
    const rejected = { status: 'REJECTED', status_message: 'Insufficient quantity in holdings' };
    expect(oversell.body.data).toMatchObject(rejected);
    const details = { broker: 'PAPER', available_cash: 984_500 };
    expect((await u.get('/user-details')).body.data.user_details).toMatchObject(details);
  });

  it('rejects an order beyond funds, and two orders that together exceed funds cannot both fill', async () => {
    const u = await pf.newUser('pf.race@example.com');
    await pf.setPrice(RELIANCE, 10000);
    const big = await u.placeOrder(order({ tradingsymbol: 'RELIANCE', quantity: 101 }));
    expect(big.body.data).toMatchObject({ status: 'REJECTED', status_message: 'Insufficient funds' });
    const sixty = order({ tradingsymbol: 'RELIANCE', quantity: 60 });
    const [a, b] = await Promise.all([u.placeOrder(sixty), u.placeOrder(sixty)]);
    expect([a.body.data.status, b.body.data.status].sort()).toEqual(['COMPLETE', 'REJECTED']);
    expect(await u.cash()).toBe(400_000);
    expect((await u.holdings()).body.data.holdings[0]).toMatchObject({ quantity: 60 });
  });

  it('keeps limit orders open until a tick crosses them, and cancels open ones', async () => {
    const u = await pf.newUser('pf.limit@example.com');
    await pf.setPrice(TCS, 3000);
    const tcs = (quantity: number, price: number) =>
      order({ tradingsymbol: 'TCS', quantity, order_type: 'LIMIT', price });
    const limit = (await u.placeOrder(tcs(2, 2900))).body.data;
    expect(limit.status).toBe('OPEN');
    const other = (await u.placeOrder(tcs(1, 2800))).body.data;
    await pf.setPrice(TCS, 2890);
    const statusOf = async (orderId: string) =>
      (await u.get('/orders')).body.data.orders.find((o: { order_id: string }) => o.order_id === orderId).status;
    const filled = (s: string) => s === 'COMPLETE';
    expect(await pf.eventually(() => statusOf(limit.order_id), filled)).toBe('COMPLETE');
    const holding = { tradingsymbol: 'TCS', quantity: 2, average_price: 2890 };
    expect((await u.holdings()).body.data.holdings[0]).toMatchObject(holding);
    expect((await u.del(`/orders/${other.order_id}`)).body.data.order.status).toBe('CANCELLED');
    expect((await u.del(`/orders/${other.order_id}`)).status).toBe(409);
    const stranger = await pf.newUser('pf.stranger@example.com');
    expect((await stranger.del(`/orders/${limit.order_id}`)).status).toBe(404);
    const badOrders = [{ order_type: 'LIMIT' }, { quantity: 0 }, { transaction_type: 'HOLD' }].map(order);
    for (const bad of [...badOrders, tcs(10, 2900.03), { order: null }]) {
      expect((await u.placeOrder(bad)).status).toBe(400);
    }
    expect((await u.placeOrder(order({ tradingsymbol: 'NOPE' }))).status).toBe(404);
  });
});

describe('demo data', () => {
  it('gives the demo investor positions, sales, re-buy entries and paper funds on first sign-in', async () => {
    const investor = await pf.signIn(DEMO_USERS.investor.email, DEMO_USERS.investor.password);
    const positions = (await investor.positions()).body.data.positions;
    const demo = ['RELIANCE', 'INFY', 'TCS', 'HDFCBANK', 'SBIN'];
    expect(positions.map((p: { tradingSymbol: string }) => p.tradingSymbol)).toEqual(demo);
    expect(positions.every((p: { hasLivePrice: boolean }) => p.hasLivePrice)).toBe(true);
    expect((await investor.soldPositions()).body.data.soldPositions).toHaveLength(2);
    expect((await investor.rebuyEntries()).body.data.entries).toHaveLength(2);
    expect(await investor.cash()).toBe(1_000_000);
  });
});

describe('user deletion', () => {
  it('counts portfolio rows in data-summary and removes them when the user goes', async () => {
    const u = await pf.newUser('pf.leaving@example.com');
    await u.createPosition(position());
    await u.get('/funds');
    const summary = await pf.admin.get(`/admin/users/${u.id}/data-summary`);
    expect(summary.body.data.services.portfolio).toMatchObject({ positions: 1, funds: 1 });
    expect((await pf.admin.del(`/admin/users/${u.id}`)).status).toBe(200);
    const left = async () => (await pf.count('positions', u.id)) + (await pf.count('funds', u.id));
    expect(await pf.eventually(left, (n) => n === 0)).toBe(0);
  });
});
