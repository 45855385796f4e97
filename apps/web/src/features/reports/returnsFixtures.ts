// Replies as the gateway sends them, with figures that add up (checked in each spec by hand).
import type { HoldingReturn, ReturnsReply } from '@app/contracts/reports/types';

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
