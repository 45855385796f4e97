import { describe, expect, it } from '@jest/globals';
import { trade } from '../../ledger/test-trades.js';
import { NOTICES } from './returns-notices.js';
import { returnsReport } from './returns-report.js';
import { flowsOf } from './returns-test-ledger.js';

const INFY = 'INE009A01021';
const TCS = 'INE467B01029';

describe('the returns report', () => {
  it('says what it left out and what it valued at cost, and labels the price index as such', () => {
    const flows = flowsOf([
      trade('buy', '2025-12-01', '10', '100'),
      trade('buy', '2026-02-02', '1', '3000', { isin: TCS, symbol: 'TCS' }),
      trade('sell', '2026-01-05', '2', '50', { isin: 'INE040A01034', symbol: 'HDFCBANK' }),
      trade('buy', '2026-01-05', '75', '20', { segment: 'FO', isin: null, symbol: 'NIFTY26JANFUT', exchange: 'NFO' }),
    ]);
    const reply = returnsReport({
      period: 'YTD',
      today: '2026-03-31',
      flows,
      closes: new Map([[INFY, [['2025-12-31', 110] as const, ['2026-03-31', 121] as const]]]),
      benchmark: { instrument_token: 256265, name: 'NIFTY 50', closes: [['2025-12-31', 20000]] },
      prices: 'simulated',
    });
    expect(reply.from).toBe('2026-01-01');
    expect(reply.notices).toEqual([
      NOTICES.derivatives,
      '1 lot of unknown cost (sales with no purchase on record) is left out of returns.',
      'No price found for TCS: valued at cost.',
    ]);
    // Opening: 10 × 110 = 1,100 on 31 December; TCS 3,000 bought; closing 10 × 121 + 3,000 at cost = 4,210.
    expect(reply.portfolio).toMatchObject({ invested: '4100.00', value: '4210.00', gain: '110.00' });
    // The opening 1,100 buys 1.1 units at 1,000; INFY has no close until the last day, so the NAV is still
    // 1,000 when TCS's 3,000 buys 3 more; the last day: 4,210 / 4.1 units = 1,026.8293 → +2.6829 %.
    expect(reply.portfolio.twr).toBe('0.026829');
    expect(reply.portfolio.nav.at(-1)).toEqual({ date: '2026-03-31', nav: '1026.8293' });
    expect(reply.benchmark).toMatchObject({
      name: 'NIFTY 50',
      series: 'price',
      label: 'NIFTY 50 (price index: dividends not included)',
      // A flat index keeps the 4,100 the user put in.
      value: '4100.00',
      twr: '0.000000',
    });
  });

  it('answers nothing to measure for a ledger with no equity flows', () => {
    const reply = returnsReport({
      period: 'MAX',
      today: '2026-03-31',
      flows: flowsOf([]),
      closes: new Map(),
      benchmark: { instrument_token: 256265, name: null, closes: [] },
      prices: 'kite',
    });
    expect(reply.portfolio.xirr.status).toBe('no-flows');
    expect(reply.benchmark).toBeNull();
    expect(reply.notices).toEqual([]);
  });
});
