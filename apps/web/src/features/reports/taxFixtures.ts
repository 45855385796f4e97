// Replies as the gateway sends them, with figures that add up (checked in each spec by hand).
import type { TaxPnlReply, TaxTradeRow } from '@app/contracts/reports/types';

export function taxRow(o: Partial<TaxTradeRow> = {}): TaxTradeRow {
  return {
    section: 'equity_short_term',
    symbol: 'INFY',
    isin: 'INE009A01021',
    entry_date: '2025-05-10',
    exit_date: '2025-11-20',
    quantity: '40',
    buy_value: '50000.00',
    sell_value: '60000.00',
    profit: '10000.00',
    period_of_holding: 194,
    fair_market_value: null,
    taxable_profit: '10000.00',
    turnover: '60000.00',
    rate: '0.20',
    notes: [],
    ...o,
  };
}

/**
 * FY 2025-26: INFY +10,000 and WIPRO -4,000 short term; ITC long term +80,000 on cost, +60,000 on the
 * grandfathered cost (FMV ₹340 over a ₹300 buy); SBIN intraday +900. A carried ₹2,000 short-term loss
 * leaves STCG at 20 % of 10,000 - 4,000 - 2,000 = 4,000: tax ₹800; the LTCG of 60,000 sits inside the
 * ₹1,25,000 exemption.
 */
export function taxPnlReply(o: Partial<TaxPnlReply> = {}): TaxPnlReply {
  return {
    fy: '2025-26',
    from: '2025-04-01',
    to: '2026-03-31',
    sections: [
      {
        section: 'equity_intraday',
        label: 'Intraday/Speculative profit',
        profit: '900.00',
        taxable_profit: '900.00',
        turnover: '900.00',
        rows: 1,
      },
      {
        section: 'equity_short_term',
        label: 'Short Term profit',
        profit: '6000.00',
        taxable_profit: '6000.00',
        turnover: '86000.00',
        rows: 2,
      },
      {
        section: 'equity_long_term',
        label: 'Long Term profit',
        profit: '80000.00',
        taxable_profit: '60000.00',
        turnover: '230000.00',
        rows: 1,
      },
    ],
    rows: [
      taxRow(),
      taxRow({
        symbol: 'WIPRO',
        isin: 'INE075A01022',
        entry_date: '2025-06-02',
        exit_date: '2025-12-01',
        quantity: '100',
        buy_value: '30000.00',
        sell_value: '26000.00',
        profit: '-4000.00',
        period_of_holding: 182,
        taxable_profit: '-4000.00',
        turnover: '26000.00',
      }),
      taxRow({
        section: 'equity_long_term',
        symbol: 'ITC',
        isin: 'INE154A01025',
        entry_date: '2017-06-01',
        exit_date: '2025-08-14',
        quantity: '500',
        buy_value: '150000.00',
        sell_value: '230000.00',
        profit: '80000.00',
        period_of_holding: 2996,
        fair_market_value: '340.0000',
        taxable_profit: '60000.00',
        turnover: '230000.00',
        rate: '0.125',
        notes: ['Grandfathered: cost taken at the FMV of 31-Jan-2018.'],
      }),
      taxRow({
        section: 'equity_intraday',
        symbol: 'SBIN',
        isin: 'INE062A01020',
        entry_date: '2025-09-03',
        exit_date: '2025-09-03',
        quantity: '200',
        buy_value: '160000.00',
        sell_value: '160900.00',
        profit: '900.00',
        period_of_holding: 0,
        taxable_profit: '900.00',
        turnover: '900.00',
        rate: null,
      }),
    ],
    dividends: {
      rows: [
        {
          symbol: 'TCS',
          isin: 'INE467B01029',
          ex_date: '2025-07-16',
          quantity: '50',
          per_share: '24.00',
          amount: '1200.00',
        },
        {
          symbol: 'HDFCBANK',
          isin: 'INE040A01034',
          ex_date: '2025-06-27',
          quantity: '25',
          per_share: '26.00',
          amount: '650.00',
        },
      ],
      total: '1850.00',
    },
    set_off: [{ loss: 'short_term_capital', loss_fy: '2023-24', against: 'stcg_20', amount: '2000.00' }],
    computation: {
      stcg_15: '0.00',
      stcg_20: '4000.00',
      ltcg_10: '0.00',
      ltcg_12_5: '60000.00',
      speculative: '900.00',
      non_speculative: '0.00',
      non_equity_short_term: '0.00',
      dividends: '1850.00',
      exemption: { limit: '125000.00', used: '60000.00' },
      flat_rate_tax: '800.00',
    },
    carried_forward: [{ kind: 'non_speculative', amount: '3200.00', from_fy: '2024-25', expires_fy: '2032-33' }],
    unknown_basis: 1,
    warnings: ["1 exit's cost is unknown (an opening sell) and is left out."],
    ...o,
  };
}
