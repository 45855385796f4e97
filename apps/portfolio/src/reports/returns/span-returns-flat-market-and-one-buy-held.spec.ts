import { describe, expect, it } from '@jest/globals';
import { trade } from '../../ledger/test-trades.js';
import { flowsOf } from './returns-test-ledger.js';
import { spanReturns } from './span-returns.js';

const INFY = 'INE009A01021';

describe('portfolio returns over a span', () => {
  it('answers TWR 0 and XIRR 0 in a flat market', () => {
    const { keys } = flowsOf([trade('buy', '2024-01-01', '10', '100'), trade('buy', '2024-03-01', '5', '100')]);
    const closes = new Map([[INFY, [['2024-01-01', 100] as const, ['2024-06-28', 100] as const]]]);
    const r = spanReturns({ keys, closes, from: '2024-01-01', to: '2024-12-31' });
    // 1,000 + 500 put in; 15 shares at 100 are worth 1,500.
    expect(r.portfolio).toMatchObject({ invested: '1500.00', value: '1500.00', gain: '0.00', twr: '0.000000' });
    expect(r.portfolio.xirr.xirr).toBe('0.000000');
    expect(r.portfolio.nav.at(-1)).toEqual({ date: '2024-12-31', nav: '1000.0000' });
    // 2024 is a leap year: 366 days, after the base point of 31 Dec 2023.
    expect(r.portfolio.nav).toHaveLength(367);
    expect(r.portfolio.nav[0]).toEqual({ date: '2023-12-31', nav: '1000.0000' });
  });

  it('answers the price return as the TWR of one buy held', () => {
    const { keys } = flowsOf([trade('buy', '2024-01-01', '10', '100')]);
    const closes = new Map([[INFY, [['2024-01-01', 100] as const, ['2024-06-28', 130] as const]]]);
    const r = spanReturns({ keys, closes, from: '2024-01-01', to: '2024-06-30' });
    // 100 → 130 is +30 %; the Friday close carries over the weekend.
    expect(r.portfolio.twr).toBe('0.300000');
    expect(r.portfolio.nav.at(-1)?.nav).toBe('1300.0000');
    expect(r.portfolio.value).toBe('1300.00');
    // −1,000 on 1 January, +1,300 on 30 June: 181 days; 1.3^(365/181) − 1 annualised.
    expect(r.portfolio.xirr.days).toBe(181);
    expect(r.portfolio.xirr.period_return).toBe('0.300000');
    expect(Number(r.portfolio.xirr.xirr)).toBeCloseTo(Math.pow(1.3, 365 / 181) - 1, 5);
    expect(r.holdings).toMatchObject([{ key: INFY, status: 'held', priced: true, gain: '300.00' }]);
  });

  it('rebases the NAV to 1,000 at a span starting after the first flow, the value held coming in', () => {
    const { keys } = flowsOf([trade('buy', '2024-01-01', '10', '100')]);
    const closes = new Map([
      [INFY, [['2024-01-01', 100] as const, ['2024-03-29', 120] as const, ['2024-06-28', 150] as const]],
    ]);
    const r = spanReturns({ keys, closes, from: '2024-04-01', to: '2024-06-30' });
    // Opening value 10 × 120 = 1,200 (31 March carries Friday's close); closing 10 × 150 = 1,500.
    expect(r.portfolio).toMatchObject({ invested: '1200.00', value: '1500.00', gain: '300.00' });
    // 150 / 120 − 1 = 0.25
    expect(r.portfolio.twr).toBe('0.250000');
    expect(r.portfolio.nav[0]).toEqual({ date: '2024-03-31', nav: '1000.0000' });
    expect(r.portfolio.nav[1]).toEqual({ date: '2024-04-01', nav: '1000.0000' });
    expect(r.portfolio.xirr.period_return).toBe('0.250000');
  });

  it('values shares at cost until their first close, and says which', () => {
    const { keys } = flowsOf([trade('buy', '2024-01-01', '10', '100')]);
    const r = spanReturns({ keys, closes: new Map(), from: '2024-01-01', to: '2024-01-31' });
    expect(r.portfolio.value).toBe('1000.00');
    expect(r.unpriced).toEqual(['INFY']);
    expect(r.holdings[0]?.priced).toBe(false);
  });
});
