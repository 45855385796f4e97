import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { HarvestReply, LedgerTrade, TaxPnlReply } from '@app/contracts';
import { istDay } from '@app/formatting';
import { equityTrade, storeTrades } from '../support/ledger-fixtures.js';
import { PortfolioStack, STOCK, type PortfolioClient } from '../support/portfolio-fixtures.js';

const ISIN: Record<string, string> = {
  INFY: 'INE009A01021',
  TCS: 'INE467B01029',
  RELIANCE: 'INE002A01018',
  HDFCBANK: 'INE040A01034',
  WIPRO: 'INE075A01022',
};
const pf = new PortfolioStack();
let taxpayer: PortfolioClient;
let harvester: PortfolioClient;
let seq = 0;

const day = (n: number) => istDay(new Date(Date.now() + n * 86_400_000))!;
const trade = (symbol: string, side: 'buy' | 'sell', date: string, qty: string, price: string) =>
  equityTrade({ trade_id: `X${++seq}`, isin: ISIN[symbol], symbol, side, trade_date: date, quantity: qty, price });

const store = (user: PortfolioClient, importId: string, trades: LedgerTrade[]) =>
  storeTrades(pf, user.id, importId, trades);

beforeAll(async () => {
  await pf.start();
  taxpayer = await pf.newUser('tax.payer@example.com');
  harvester = await pf.newUser('tax.harvester@example.com');
  await store(taxpayer, '00000000-0000-4000-8000-00000000e401', [
    // Short term, one sale on each side of 23 Jul 2024: 5 × 200 = 1,000 at 15 %, 5 × 300 = 1,500 at 20 %.
    trade('INFY', 'buy', '2024-05-02', '10', '1000'),
    trade('INFY', 'sell', '2024-07-01', '5', '1200'),
    trade('INFY', 'sell', '2024-09-02', '5', '1300'),
    // Long term: 10 × 500 = 5,000 before 23 Jul (10 %), 10 × 600 = 6,000 after it (12.5 %).
    trade('RELIANCE', 'buy', '2021-06-01', '10', '1000'),
    trade('RELIANCE', 'sell', '2024-06-03', '10', '1500'),
    trade('TCS', 'buy', '2022-01-03', '10', '2000'),
    trade('TCS', 'sell', '2024-10-01', '10', '2600'),
    // Intraday: 10 × 10 = 100, speculative.
    trade('HDFCBANK', 'buy', '2024-11-04', '10', '1500'),
    trade('HDFCBANK', 'sell', '2024-11-04', '10', '1510'),
    // A short-term loss: 10 × −100 = −1,000.
    trade('WIPRO', 'buy', '2024-08-01', '10', '500'),
    trade('WIPRO', 'sell', '2024-12-02', '10', '400'),
  ]);
  await store(harvester, '00000000-0000-4000-8000-00000000e402', [
    trade('INFY', 'buy', day(-400), '10', '2000'),
    trade('RELIANCE', 'buy', day(-500), '10', '1000'),
  ]);
  await pf.setPrice(STOCK.INFY, 1210);
  await pf.setPrice(STOCK.RELIANCE, 1500);
}, 120_000);

afterAll(async () => {
  await pf.close();
});

describe('Tax P&L through the gateway', () => {
  it('answers FY 2024-25 by section, set off and exemption, from figures worked by hand', async () => {
    const res = await taxpayer.get('/reports/tax-pnl?fy=2024-25');
    expect(res.status).toBe(200);
    const r = res.body.data as TaxPnlReply;
    expect(r).toMatchObject({ fy: '2024-25', from: '2024-04-01', to: '2025-03-31' });
    const section = (s: string) => r.sections.find((x) => x.section === s);
    // 1,000 + 1,500 − 1,000 = 1,500 short term; 5,000 + 6,000 = 11,000 long term; 100 intraday.
    expect(section('equity_short_term')?.profit).toBe('1500.00');
    expect(section('equity_long_term')?.profit).toBe('11000.00');
    expect(section('equity_intraday')?.profit).toBe('100.00');
    // The loss goes against the 20 % gain first: 1,500 − 1,000 = 500 at 20 %, 1,000 at 15 %.
    // Long-term gains stand per rate before the exemption: 5,000 at 10 %, 6,000 at 12.5 %; together they
    // sit inside one exemption of 1,25,000, so none is taxed and 11,000 of it is used.
    expect(r.computation).toMatchObject({
      stcg_15: '1000.00',
      stcg_20: '500.00',
      ltcg_10: '5000.00',
      ltcg_12_5: '6000.00',
      speculative: '100.00',
      exemption: { limit: '125000.00', used: '11000.00' },
      // 1,000 × 15 % + 500 × 20 % = 150 + 100.
      flat_rate_tax: '250.00',
    });
    expect(r.set_off).toEqual([
      expect.objectContaining({
        loss: 'short_term_capital',
        loss_fy: '2024-25',
        against: 'stcg_20',
        amount: '1000.00',
      }),
    ]);
    const infy = r.rows.filter((x) => x.symbol === 'INFY').map((x) => [x.exit_date, x.rate, x.taxable_profit]);
    expect(infy).toEqual([
      ['2024-07-01', '0.150000', '1000.00'],
      ['2024-09-02', '0.200000', '1500.00'],
    ]);
  });

  it('exports the year as XLSX with Console sheet names and as CSV', async () => {
    const xlsx = await taxpayer
      .get('/reports/tax-pnl/export?fy=2024-25&format=xlsx')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const names = book.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['Equity and Non Equity', 'F&O', 'Equity Dividends']));
    expect(names.some((n) => n.startsWith('Tradewise Exits from'))).toBe(true);

    const csv = await taxpayer.get('/reports/tax-pnl/export?fy=2024-25&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('Symbol');
    expect(csv.text.split('\n').filter((l) => l.includes('INFY'))).toHaveLength(2);
    const bad = await taxpayer.get('/reports/tax-pnl/export?fy=2024-25&format=pdf');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.details)).toContain('format');
  });

  it('refuses a financial year written any other way with a 400 naming fy', async () => {
    const res = await taxpayer.get('/reports/tax-pnl?fy=2024');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.details)).toContain('fy');
  });
});

describe('the harvesting plan through the gateway', () => {
  it('lists the losing lot and the long-term gain that fits the exemption, per user', async () => {
    const res = await harvester.get('/reports/harvest');
    expect(res.status).toBe(200);
    const h = res.body.data as HarvestReply;
    // Nothing realised this year: the whole 1,25,000 is free.
    expect(h.exemption).toEqual({ limit: '125000.00', used: '0.00', headroom: '125000.00' });
    // INFY: 10 × (1,210 − 2,000) = −7,900 on 20,000, −39.5 %, held over a year; inside the 5–100 % band.
    expect(h.losses).toEqual([
      expect.objectContaining({
        symbol: 'INFY',
        unrealised: '-7900.00',
        bucket: 'long_term',
        in_loss_cover_band: true,
      }),
    ]);
    // RELIANCE: 10 × (1,500 − 1,000) = 5,000 long-term gain, all of it inside the headroom; re-bought at
    // 1,500 it saves 5,000 × 12.5 % = 625 of future tax.
    expect(h.gains).toEqual([
      expect.objectContaining({ symbol: 'RELIANCE', sell_quantity: '10', unrealised: '5000.00' }),
    ]);
    expect(h.estimated_tax_saved.from_gains).toBe('625.00');
    expect(h.warnings.join(' ')).toMatch(/oldest/i);
    // One holding by ISIN; an ISIN only another user's ledger has is not found.
    const one = await harvester.get(`/reports/harvest?isin=${ISIN.INFY}`);
    expect(one.status).toBe(200);
    expect((one.body.data as HarvestReply).gains).toEqual([]);
    expect((await harvester.get(`/reports/harvest?isin=${ISIN.WIPRO}`)).status).toBe(404);
  });
});
