import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DividendEntry, TaxPnlReply } from '@app/contracts';
import { FIXTURE_FMV, fixtureHistories } from './console-fixture-ledger.js';
import { taxPnlReport } from './tax-pnl-report.js';

const dividend = (over: Partial<DividendEntry>): DividendEntry => ({
  id: 'd',
  isin: 'INE009A01021',
  symbol: 'INFY',
  ex_date: '2024-05-31',
  record_date: '2024-05-31',
  quantity: '20',
  per_share: '20',
  amount: '400',
  source: 'import',
  status: 'received',
  ...over,
});

/*
 * test/fixtures/console/tax-ZX1234-EQ.csv and -FO.csv, FY 2024-25 (1-Apr-2024 to 31-Mar-2025):
 *   INFY      bought 20 @ 1500 on 10-Apr-2024; 10 sold @ 1600 on 15-Jul (before 23-Jul: 15%),
 *             10 sold @ 1700 on 20-Aug (after: 20%)
 *   OLDMILL   bought 200 @ 800 on 15-Jun-2017, split 2:1 on 1-May-2019 (400 @ 400), sold 400 @ 700 on
 *             10-Sep-2024; FMV 1000 on 31-Jan-2018 = 500 in today's shares
 *   HDFCBANK  bought 200 @ 1400 on 1-Jun-2022; 50 sold @ 1700 on 10-Jun-2024 (10%), 150 @ 1750 on
 *             15-Jan-2025 (12.5%): two long-term sales, one exemption
 *   ITC       bought 100 @ 480 on 10-Jan-2023, sold @ 430 on 5-Nov-2024: a long-term loss
 *   WIPRO     bought 50 @ 500 on 2-May-2024, bonus 1:1 on 3-Dec-2024 (50 more at nil cost), 100 sold
 *             @ 300 on 10-Feb-2025: the original lot at a loss, the bonus lot at a short-term gain
 *   SBIN      200 bought @ 800 and sold @ 812 on 1-Oct-2024: intraday
 *   ASIANPAINT 5 sold on 15-Oct-2024 with no purchase in the history: unknown cost
 *   NIFTY     DEC FUT 25 bought @ 24000, sold @ 24200; DEC 24000 CE 50 bought @ 120, sold @ 80
 * FY 2023-24 left a short-term loss of 3,000 (TCS) and a speculative loss of 1,000 (WIPRO intraday).
 */
describe('Tax P&L for FY 2024-25 of the Console fixture tradebooks', () => {
  let r: TaxPnlReply;
  beforeAll(async () => {
    const { input, histories } = await fixtureHistories();
    const dividends = [
      dividend({}),
      dividend({ id: 'd2', ex_date: '2024-03-15', amount: '999' }),
      dividend({ id: 'd3', ex_date: '2025-03-20', amount: '50', status: 'upcoming' }),
    ];
    r = taxPnlReport({ histories, actions: input.actions, dividends, fy: 2024, fmv: FIXTURE_FMV });
  });

  it('spans 1 April 2024 to 31 March 2025', () => {
    expect([r.fy, r.from, r.to]).toEqual(['2024-25', '2024-04-01', '2025-03-31']);
  });

  it('sells INFY at 15% before 23 July 2024 and at 20% after it', () => {
    const infy = r.rows.filter((x) => x.symbol === 'INFY');
    expect(infy.map((x) => [x.exit_date, x.quantity, x.buy_value, x.sell_value, x.profit, x.rate])).toEqual([
      ['2024-07-15', '10', '15000.00', '16000.00', '1000.00', '0.150000'], // 10 × (1600 − 1500)
      ['2024-08-20', '10', '15000.00', '17000.00', '2000.00', '0.200000'], // 10 × (1700 − 1500)
    ]);
    expect(infy.every((x) => x.section === 'equity_short_term')).toBe(true);
  });

  it('grandfathers OLDMILL at the 2018 FMV divided by the later 2:1 split', () => {
    const row = r.rows.find((x) => x.symbol === 'OLDMILL')!;
    expect(row).toMatchObject({
      section: 'equity_long_term',
      entry_date: '2017-06-15',
      quantity: '400',
      buy_value: '160000.00', // 400 × (800 / 2)
      sell_value: '280000.00', // 400 × 700
      profit: '120000.00',
      fair_market_value: '500.0000', // 1000 / 2
      taxable_profit: '80000.00', // 400 × (700 − max(400, min(500, 700)))
      rate: '0.125000',
      // 2017-06-15 to 2024-06-15 is 7 × 365 + 2 leap days; then 15 + 31 + 31 + 10 days to 10 September.
      period_of_holding: 7 * 365 + 2 + 15 + 31 + 31 + 10,
    });
  });

  it('sells the WIPRO lot bought first, then its nil-cost bonus lot, both short-term at 20%', () => {
    const wipro = r.rows.filter((x) => x.symbol === 'WIPRO');
    expect(wipro.map((x) => [x.entry_date, x.quantity, x.buy_value, x.profit, x.section, x.rate])).toEqual([
      ['2024-05-02', '50', '25000.00', '-10000.00', 'equity_short_term', '0.200000'], // 50 × (300 − 500)
      ['2024-12-03', '50', '0.00', '15000.00', 'equity_short_term', '0.200000'], // 50 × (300 − 0)
    ]);
  });

  it('sums each section as Console labels it, F&O turnover being the absolute profit of each trade', () => {
    const by = Object.fromEntries(r.sections.map((s) => [s.section, s]));
    expect(by.equity_intraday).toMatchObject({
      label: 'Intraday/Speculative profit',
      profit: '2400.00', // 200 × (812 − 800)
      turnover: '2400.00',
      rows: 1,
    });
    expect(by.equity_short_term).toMatchObject({
      label: 'Short Term profit',
      profit: '8000.00', // 1000 + 2000 − 10000 + 15000
      taxable_profit: '8000.00',
      turnover: '63000.00', // sale values 16000 + 17000 + 15000 + 15000
      rows: 4,
    });
    expect(by.equity_long_term).toMatchObject({
      label: 'Long Term profit',
      profit: '182500.00', // HDFCBANK 15000 + 52500, OLDMILL 120000, ITC −5000
      taxable_profit: '142500.00', // the same with OLDMILL at 80000
      rows: 4,
    });
    expect(by.fno).toMatchObject({
      label: 'Options/Futures Realized Profit',
      profit: '3000.00', // FUT 25 × 200 = 5000; CE 50 × −40 = −2000
      turnover: '7000.00', // |5000| + |−2000|
      rows: 2,
    });
    expect([by.non_equity_short_term.rows, by.non_equity_long_term.rows, by.commodity.rows]).toEqual([0, 0, 0]);
  });

  it('sets off this year’s losses first, higher rate first, then the losses carried from FY 2023-24', () => {
    expect(r.set_off).toEqual([
      { loss: 'short_term_capital', loss_fy: '2024-25', against: 'stcg_20', amount: '10000.00' }, // WIPRO
      { loss: 'long_term_capital', loss_fy: '2024-25', against: 'ltcg_12_5', amount: '5000.00' }, // ITC
      { loss: 'short_term_capital', loss_fy: '2023-24', against: 'stcg_20', amount: '3000.00' }, // TCS
      { loss: 'speculative', loss_fy: '2023-24', against: 'speculative', amount: '1000.00' }, // WIPRO intraday
    ]);
    expect(r.carried_forward).toEqual([]);
  });

  it('applies the ₹1,25,000 exemption once, to the 12.5% gains first, and taxes the rest', () => {
    expect(r.computation).toEqual({
      stcg_15: '1000.00',
      stcg_20: '4000.00', // 2000 + 15000 − 10000 − 3000
      ltcg_10: '15000.00',
      ltcg_12_5: '127500.00', // 80000 + 52500 − 5000
      speculative: '1400.00', // 2400 − 1000
      non_speculative: '3000.00',
      non_equity_short_term: '0.00',
      dividends: '400.00',
      exemption: { limit: '125000.00', used: '125000.00' },
      // 1000 × 15% + 4000 × 20% + 15000 × 10% + (127500 − 125000) × 12.5% = 150 + 800 + 1500 + 312.50
      flat_rate_tax: '2762.50',
    });
  });

  it('counts the ASIANPAINT sale of unknown cost apart, and lists only dividends received in the year', () => {
    expect(r.unknown_basis).toBe(1);
    expect(r.rows.some((x) => x.symbol === 'ASIANPAINT')).toBe(false);
    expect(r.dividends).toEqual({
      rows: [
        {
          symbol: 'INFY',
          isin: 'INE009A01021',
          ex_date: '2024-05-31',
          quantity: '20',
          per_share: '20',
          amount: '400.00',
        },
      ],
      total: '400.00',
    });
    expect(r.warnings.some((w) => w.includes('surcharge') && w.includes('cess'))).toBe(true);
  });
});
