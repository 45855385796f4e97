/**
 * Examples of the reports' answers. The returns example is one buy of ₹10,000 in INFY on 2 Jan 2025 now
 * worth ₹11,200 (12 % in 326 days, under a year, so the period return stands beside the XIRR); the
 * tax example one short-term sale after 23 Jul 2024 (20 %) in FY 2024-25.
 */
const xirr = { xirr: '0.135310', period_return: '0.120000', days: 326, status: 'ok' };
const nav = [
  { date: '2025-01-02', nav: '1000.0000' },
  { date: '2025-11-24', nav: '1120.0000' },
];

const returns = {
  period: 'MAX',
  from: '2025-01-02',
  to: '2025-11-24',
  portfolio: {
    invested: '10000.00',
    withdrawn: '0.00',
    dividends: '0.00',
    value: '11200.00',
    gain: '1200.00',
    xirr,
    twr: '0.120000',
    nav,
  },
  holdings: [
    {
      key: 'INE009A01021',
      isin: 'INE009A01021',
      symbol: 'INFY',
      exchange: 'NSE',
      status: 'held',
      invested: '10000.00',
      withdrawn: '0.00',
      dividends: '0.00',
      value: '11200.00',
      gain: '1200.00',
      first_date: '2025-01-02',
      xirr,
      priced: true,
    },
  ],
  benchmark: {
    instrument_token: 256265,
    name: 'NIFTY 50',
    series: 'price',
    label: 'NIFTY 50 (price index: dividends not included)',
    value: '10850.00',
    xirr: { xirr: '0.095800', period_return: '0.085000', days: 326, status: 'ok' },
    twr: '0.085000',
    nav: [
      { date: '2025-01-02', nav: '1000.0000' },
      { date: '2025-11-24', nav: '1085.0000' },
    ],
  },
  prices: 'simulated',
  notices: [],
};

const taxPnl = {
  fy: '2024-25',
  from: '2024-04-01',
  to: '2025-03-31',
  sections: [
    {
      section: 'equity_short_term',
      label: 'Short Term profit',
      profit: '2000.00',
      taxable_profit: '2000.00',
      turnover: '12000.00',
      rows: 1,
    },
  ],
  rows: [
    {
      section: 'equity_short_term',
      symbol: 'INFY',
      isin: 'INE009A01021',
      entry_date: '2024-05-02',
      exit_date: '2024-09-16',
      quantity: '10',
      buy_value: '10000.00',
      sell_value: '12000.00',
      profit: '2000.00',
      period_of_holding: 137,
      fair_market_value: null,
      taxable_profit: '2000.00',
      turnover: '12000.00',
      rate: '0.200000',
      notes: [],
    },
  ],
  dividends: { rows: [], total: '0.00' },
  set_off: [],
  computation: {
    stcg_15: '0.00',
    stcg_20: '2000.00',
    ltcg_10: '0.00',
    ltcg_12_5: '0.00',
    speculative: '0.00',
    non_speculative: '0.00',
    non_equity_short_term: '0.00',
    dividends: '0.00',
    exemption: { limit: '125000.00', used: '0.00' },
    flat_rate_tax: '400.00',
  },
  carried_forward: [],
  unknown_basis: 0,
  warnings: ['Surcharge and cess are not included.'],
};

const harvest = {
  fy: '2025-26',
  as_of: '2025-11-24',
  realised: { short_term: '0.00', long_term: '20000.00', intraday: '0.00' },
  exemption: { limit: '125000.00', used: '20000.00', headroom: '105000.00' },
  losses: [
    {
      lot_id: '5d0c7a52-8f7e-4f6b-9a1d-3b2e4c6d8f10',
      isin: 'INE040A01034',
      symbol: 'HDFCBANK',
      buy_date: '2025-06-10',
      quantity: '10',
      sell_quantity: '10',
      cost: '19000.00',
      value: '17000.00',
      unrealised: '-2000.00',
      unrealised_percent: '-10.53',
      last_price: 1700,
      bucket: 'short_term',
      long_term_from: '2026-06-11',
      in_loss_cover_band: true,
      tax_saved: '0.00',
    },
  ],
  gains: [],
  estimated_tax_saved: { from_losses: '0.00', from_gains: '0.00', total: '0.00' },
  loss_cover: { min_loss_percent: 5, max_loss_percent: 100 },
  warnings: ['A sale takes the oldest lot first.'],
};

export const REPORT_EXAMPLES = { returns, taxPnl, harvest };
