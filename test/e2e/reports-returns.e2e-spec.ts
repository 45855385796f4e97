import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReturnsReply } from '@app/contracts';
import { istDay } from '@app/formatting';
import { equityTrade, storeTrades } from '../support/ledger-fixtures.js';
import { PortfolioStack, STOCK, type PortfolioClient } from '../support/portfolio-fixtures.js';

const INFY = 'INE009A01021';
const TCS = 'INE467B01029';
const NIFTY_50 = 256265;
const pf = new PortfolioStack();
let owner: PortfolioClient;
let other: PortfolioClient;

/** An IST day n days from today. */
const day = (n: number) => istDay(new Date(Date.now() + n * 86_400_000))!;
const D0 = day(-730);
const D365 = day(-365);

const trade = (id: string, isin: string, side: 'buy' | 'sell', date: string, qty: string, price: string) =>
  equityTrade({
    trade_id: id,
    isin,
    symbol: isin === INFY ? 'INFY' : 'TCS',
    side,
    trade_date: date,
    quantity: qty,
    price,
  });

beforeAll(async () => {
  await pf.start();
  owner = await pf.newUser('returns.owner@example.com');
  other = await pf.newUser('returns.other@example.com');
  // 10 INFY at 1,000 two years ago, held; 10 TCS at 3,000 two years ago, sold at 3,300 a year later.
  const trades = [
    trade('R1', INFY, 'buy', D0, '10', '1000'),
    trade('R2', TCS, 'buy', D0, '10', '3000'),
    trade('R3', TCS, 'sell', D365, '10', '3300'),
  ];
  await storeTrades(pf, owner.id, '00000000-0000-4000-8000-00000000e301', trades);
  await pf.setPrice(STOCK.INFY, 1210);
}, 120_000);

afterAll(async () => {
  await pf.close();
});

const returns = async (query = ''): Promise<ReturnsReply> => {
  const res = await owner.get(`/reports/returns${query}`);
  expect(res.status).toBe(200);
  return res.body.data as ReturnsReply;
};

describe('returns through the gateway', () => {
  it('answers the portfolio XIRR and each holding, sold ones included, from figures worked by hand', async () => {
    const r = await returns('?period=MAX');
    // In: 10 × 1,000 + 10 × 3,000 = 40,000. Out: 10 × 3,300 = 33,000. Held: 10 INFY at 1,210 = 12,100.
    expect(r.portfolio).toMatchObject({
      invested: '40000.00',
      withdrawn: '33000.00',
      value: '12100.00',
      gain: '5100.00',
    });
    // −40,000 + 33,000 / (1 + r) + 12,100 / (1 + r)² = 0: with x = 1 / (1 + r), 12,100x² + 33,000x − 40,000 = 0,
    // x = (−33,000 + √(33,000² + 4 × 12,100 × 40,000)) / 24,200 = (−33,000 + 55,000) / 24,200 = 1 / 1.1, so r = 10 %.
    expect(Number(r.portfolio.xirr.xirr)).toBeCloseTo(0.1, 5);
    expect(r.portfolio.xirr.status).toBe('ok');
    const bySymbol = Object.fromEntries(r.holdings.map((h) => [h.symbol, h]));
    // INFY: 1,000 to 1,210 over 730 days: 1.21^(365/730) − 1 = 1.1 − 1 = 10 %.
    expect(bySymbol.INFY).toMatchObject({ status: 'held', invested: '10000.00', value: '12100.00', gain: '2100.00' });
    expect(Number(bySymbol.INFY.xirr.xirr)).toBeCloseTo(0.1, 5);
    // TCS: 30,000 out, 33,000 back 365 days later: 10 %; nothing held.
    expect(bySymbol.TCS).toMatchObject({ status: 'sold', withdrawn: '33000.00', value: '0.00', gain: '3000.00' });
    expect(Number(bySymbol.TCS.xirr.xirr)).toBeCloseTo(0.1, 5);
    expect(r.from).toBe(D0);
  });

  it('replays the same rupees on the same days into NIFTY 50 and draws both NAV curves from 1,000', async () => {
    const r = await returns('?period=MAX');
    const b = r.benchmark!;
    expect(b).toMatchObject({ instrument_token: NIFTY_50, series: 'price' });
    expect(b.label).toContain('price index');
    // Both curves start from 1,000 the evening before the first flow.
    expect(r.portfolio.nav[0]).toEqual({ date: day(-731), nav: '1000.0000' });
    expect(b.nav[0]).toEqual({ date: day(-731), nav: '1000.0000' });
    // TWR is the curve's end over its start: one buy held, so INFY's own move, 1,000 to 1,210.
    expect(Number(r.portfolio.nav.at(-1)!.nav) / 1000 - 1).toBeCloseTo(Number(r.portfolio.twr), 5);
    expect(b.nav.length).toBeGreaterThan(400);
    // The index's own closes, read as any user reads them: 40,000 buys units at the close of D0 (or the
    // last close before it); 33,000 sells units at the close of D365's day; what is left is valued at
    // the last close. Worked here from the history route, apart from the report's code.
    const hist = await owner.get(`/historical/${NIFTY_50}?interval=day&from=${day(-740)}&to=${day(0)}`);
    const closes = (hist.body.data as { date: string; close: number }[]).map(
      (c) => [c.date.slice(0, 10), c.close] as const,
    );
    const closeOn = (d: string) => [...closes].reverse().find(([cd]) => cd <= d)![1];
    const units = 40_000 / closeOn(D0) - 33_000 / closeOn(D365);
    const expected = units * closes[closes.length - 1][1];
    expect(Math.abs(Number(b.value) - expected) / expected).toBeLessThan(0.01);
  });

  it('answers one holding by ISIN, and 404 to a user whose ledger does not hold it', async () => {
    const r = await returns(`?isin=${INFY}`);
    expect(r.holdings.map((h) => h.symbol)).toEqual(['INFY']);
    const res = await other.get(`/reports/returns?isin=${INFY}`);
    expect(res.status).toBe(404);
    const empty = await other.get('/reports/returns');
    expect(empty.status).toBe(200);
    expect(empty.body.data.holdings).toEqual([]);
  });

  it('refuses a period or benchmark it does not know with a 400 naming the field', async () => {
    const badPeriod = await owner.get('/reports/returns?period=2W');
    expect(badPeriod.status).toBe(400);
    expect(JSON.stringify(badPeriod.body.details)).toContain('period');
    const badIndex = await owner.get('/reports/returns?benchmark=nifty');
    expect(badIndex.status).toBe(400);
    expect(JSON.stringify(badIndex.body.details)).toContain('benchmark');
  });

  it('answers a shorter period from its own start', async () => {
    const r = await returns('?period=1Y');
    expect(r.period).toBe('1Y');
    expect(r.from > D0).toBe(true);
    expect(r.portfolio.nav[0].nav).toBe('1000.0000');
    expect(r.portfolio.nav[1].date).toBe(r.from);
  });
});
