import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PortfolioStack, type PortfolioClient } from '../support/portfolio-fixtures.js';

// Zomato was renamed Eternal (same ISIN); the instrument master lists only ETERNAL now.
const ISIN = 'INE758T01015';
const TRADEBOOK = [
  'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time',
  `ZOMATO,${ISIN},2024-06-03,NSE,EQ,EQ,buy,false,40.000000,180.150000,10000030,1100000011112230,2024-06-03T10:15:20`,
  // Sold before Tata Motors became TMPV: a past sale keeps the symbol it was traded under.
  'TATAMOTORS,INE155A01022,2024-01-10,NSE,EQ,EQ,buy,false,10.000000,900.000000,10000040,1100000011112240,2024-01-10T10:00:00',
  'TATAMOTORS,INE155A01022,2024-03-11,NSE,EQ,EQ,sell,false,10.000000,950.000000,10000041,1100000011112241,2024-03-11T10:00:00',
].join('\n');

const pf = new PortfolioStack();
let u: PortfolioClient;
let eternal: number;

beforeAll(async () => {
  await pf.start();
  u = await pf.newUser('renamed.stock@example.com');
  const found = await u.get('/securities/search?query=ETERNAL&limit=10');
  eternal = found.body.data.securities.find(
    (s: { exchange: string; tradingsymbol: string }) => s.exchange === 'NSE' && s.tradingsymbol === 'ETERNAL',
  ).instrument_token;
  expect((await u.get('/securities/search?query=ZOMATO&limit=10')).body.data.securities).toEqual([]);
  const created = await request(pf.base)
    .post('/api/imports')
    .set('Cookie', u.cookie)
    .attach('file', Buffer.from(TRADEBOOK), 'tradebook-ZX1234-EQ.csv');
  expect(created.status).toBe(201);
  expect((await u.post(`/imports/${created.body.data.import.id}/commit`)).status).toBe(200);
  await pf.setPrice(eternal, 300);
}, 90_000);

afterAll(() => pf.close());

describe('a stock bought under a symbol the market no longer lists', () => {
  it('is held, priced and named by its ISIN: ETERNAL at its price, not ZOMATO without one', async () => {
    const res = await u.get('/ledger/holdings');
    expect(res.status).toBe(200);
    expect(res.body.data.holdings).toEqual([
      expect.objectContaining({
        isin: ISIN,
        symbol: 'ETERNAL',
        instrument_token: eternal,
        quantity: '40',
        invested: '7206.00', // 40 × 180.15
        last_price: 300,
        current_value: '12000.00', // 40 × 300
        unrealised: '4794.00', // 12,000 − 7,206
      }),
    ]);
  });

  it('is in the harvest plan under ETERNAL, a long-term gain inside the exemption', async () => {
    const res = await u.get('/reports/harvest');
    expect(res.status).toBe(200);
    // Bought 3 Jun 2024, long-term since 4 Jun 2025: 4,794 of gain, saving 12.5% of it, 599.25.
    expect(res.body.data.gains).toEqual([
      expect.objectContaining({ symbol: 'ETERNAL', sell_quantity: '40', unrealised: '4794.00', tax_saved: '599.25' }),
    ]);
    expect(res.body.data.warnings.join(' ')).not.toMatch(/No last price/);
  });

  it('is listed under ETERNAL in the returns report, beside a stock sold under its old name', async () => {
    const res = await u.get('/reports/returns');
    expect(res.status).toBe(200);
    const listed = res.body.data.holdings.map((h: { isin: string; symbol: string; status: string }) => [
      h.isin,
      h.symbol,
      h.status,
    ]);
    expect(listed).toEqual([
      [ISIN, 'ETERNAL', 'held'],
      ['INE155A01022', 'TATAMOTORS', 'sold'],
    ]);
  });
});
