import { describe, expect, it } from '@jest/globals';
import { trade } from '../../ledger/test-trades.js';
import { flowsOf } from './returns-test-ledger.js';
import { spanReturns } from './span-returns.js';

const INFY = 'INE009A01021';
// 100 on 1 January, 200 from 9 April (the deposit on 10 April, day 100, buys at 200), 150 on 19 July (day 200).
// The deposit's units are bought at the previous day's NAV, so that day must already be at 200.
const closes = new Map([
  [
    INFY,
    [
      ['2024-01-01', 100],
      ['2024-04-09', 200],
      ['2024-07-19', 150],
    ] as const,
  ],
]);
const span = { closes, from: '2024-01-01', to: '2024-07-19' };

describe('a deposit in the middle of the span', () => {
  it('leaves the TWR at the price return while the XIRR follows the money', () => {
    const alone = spanReturns({ ...span, keys: flowsOf([trade('buy', '2024-01-01', '10', '100')]).keys });
    const topped = spanReturns({
      ...span,
      keys: flowsOf([trade('buy', '2024-01-01', '10', '100'), trade('buy', '2024-04-10', '10', '200')]).keys,
    });
    // 100 → 150 either way: +50 %. Topped up: 1 unit at NAV 2,000 on 9 April, the 2,000 deposit buys 1 more;
    // 19 July: 20 × 150 / 2 units = 1,500.
    expect(alone.portfolio.twr).toBe('0.500000');
    expect(topped.portfolio.twr).toBe('0.500000');
    // Alone: −1,000 then +1,500 200 days on: 1.5^(365/200) − 1 ≈ 1.0958.
    expect(Number(alone.portfolio.xirr.xirr)).toBeCloseTo(Math.pow(1.5, 365 / 200) - 1, 5);
    // Topped up: −1,000, −2,000, +20 × 150 = 3,000: every rupee back and no more, so 0.
    expect(topped.portfolio).toMatchObject({ invested: '3000.00', value: '3000.00', gain: '0.00' });
    expect(topped.portfolio.xirr.xirr).toBe('0.000000');
  });
});
