// Replies as the gateway sends them, with figures that add up (checked in each spec by hand).
import type {
  HarvestLot,
  HarvestReply,
  HoldingReturn,
  ReturnsReply,
  TaxPnlReply,
  TaxTradeRow,
} from '@app/contracts/reports/types';

export function holdingReturn(o: Partial<HoldingReturn> = {}): HoldingReturn {
  return {
    key: 'INE467B01029',
    isin: 'INE467B01029',
    symbol: 'TCS',
    exchange: 'NSE',
    status: 'held',
    invested: '150000.00',
    withdrawn: '0.00',
    dividends: '1200.00',
    value: '171400.00',
    gain: '22600.00',
    first_date: '2023-04-12',
    xirr: { xirr: '0.183201', period_return: null, days: 1322, status: 'ok' },
    priced: true,
    ...o,
  };
}

/** ₹2,50,000 in, ₹60,000 out, ₹1,850 of dividends, ₹2,31,400 held: a gain of ₹43,250. */
export function returnsReply(o: Partial<ReturnsReply> = {}): ReturnsReply {
  return {
    period: 'MAX',
    from: '2023-04-12',
    to: '2026-11-24',
    portfolio: {
      invested: '250000.00',
      withdrawn: '60000.00',
      dividends: '1850.00',
      value: '231400.00',
      gain: '43250.00',
      xirr: { xirr: '0.142857', period_return: null, days: 1322, status: 'ok' },
      twr: '0.118000',
      nav: [
        { date: '2023-04-12', nav: '1000.0000' },
        { date: '2026-11-24', nav: '1118.0000' },
      ],
    },
    holdings: [
      holdingReturn(),
      holdingReturn({
        key: 'INE040A01034',
        isin: 'INE040A01034',
        symbol: 'HDFCBANK',
        invested: '50000.00',
        dividends: '650.00',
        value: '60000.00',
        gain: '10650.00',
        first_date: '2024-01-08',
        xirr: {
          xirr: null,
          period_return: null,
          days: 1051,
          status: 'not-meaningful',
          reason: 'No rate solves these flows.',
        },
      }),
      holdingReturn({
        key: 'INE009A01021',
        isin: 'INE009A01021',
        symbol: 'INFY',
        status: 'sold',
        invested: '50000.00',
        withdrawn: '60000.00',
        dividends: '0.00',
        value: '0.00',
        gain: '10000.00',
        first_date: '2024-05-10',
        xirr: { xirr: '0.095000', period_return: null, days: 560, status: 'ok' },
      }),
    ],
    benchmark: {
      instrument_token: 256265,
      name: 'NIFTY 50',
      series: 'price',
      label: 'NIFTY 50 (price index: dividends not included)',
      value: '225300.00',
      xirr: { xirr: '0.104500', period_return: null, days: 1322, status: 'ok' },
      twr: '0.091000',
      nav: [
        { date: '2023-04-12', nav: '1000.0000' },
        { date: '2026-11-24', nav: '1091.0000' },
      ],
    },
    prices: 'kite',
    notices: ['HDFCBANK had no close on 2 days; the day before was used.'],
    ...o,
  };
}

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

export function harvestLot(o: Partial<HarvestLot> = {}): HarvestLot {
  return {
    lot_id: 'lot-wipro-1',
    isin: 'INE075A01022',
    symbol: 'WIPRO',
    buy_date: '2026-03-14',
    quantity: '100',
    sell_quantity: '100',
    cost: '30000.00',
    value: '24600.00',
    unrealised: '-5400.00',
    unrealised_percent: '-18.00',
    last_price: 246,
    bucket: 'short_term',
    long_term_from: '2027-03-15',
    in_loss_cover_band: true,
    tax_saved: '1080.00',
    ...o,
  };
}

/**
 * FY 2026-27 so far: ₹45,000 long-term gains used of the ₹1,25,000 exemption, ₹80,000 headroom.
 * Booking WIPRO's ₹5,400 short-term loss saves 20 % = ₹1,080; booking 200 ITC shares (₹30,000 gain,
 * inside the headroom) saves 12.5 % later = ₹3,750; together ₹4,830.
 */
export function harvestReply(o: Partial<HarvestReply> = {}): HarvestReply {
  return {
    fy: '2026-27',
    as_of: '2026-11-24',
    realised: { short_term: '12000.00', long_term: '45000.00', intraday: '0.00' },
    exemption: { limit: '125000.00', used: '45000.00', headroom: '80000.00' },
    losses: [
      harvestLot(),
      harvestLot({
        lot_id: 'lot-yes-1',
        isin: 'INE528G01035',
        symbol: 'YESBANK',
        buy_date: '2023-02-01',
        quantity: '1000',
        sell_quantity: '1000',
        cost: '25000.00',
        value: '19000.00',
        unrealised: '-6000.00',
        unrealised_percent: '-24.00',
        last_price: 19,
        bucket: 'long_term',
        long_term_from: '2024-02-02',
        in_loss_cover_band: false,
        tax_saved: '0.00',
      }),
    ],
    gains: [
      harvestLot({
        lot_id: 'lot-itc-1',
        isin: 'INE154A01025',
        symbol: 'ITC',
        buy_date: '2019-04-10',
        quantity: '300',
        sell_quantity: '200',
        cost: '54000.00',
        value: '84000.00',
        unrealised: '30000.00',
        unrealised_percent: '55.56',
        last_price: 420,
        bucket: 'long_term',
        long_term_from: '2020-04-11',
        in_loss_cover_band: false,
        tax_saved: '3750.00',
      }),
    ],
    estimated_tax_saved: { from_losses: '1080.00', from_gains: '3750.00', total: '4830.00' },
    loss_cover: { min_loss_percent: 10, max_loss_percent: 30 },
    warnings: ['Selling and buying back on the same day counts as intraday: buy back on the next trading day.'],
    ...o,
  };
}
