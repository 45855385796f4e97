import { describe, expect, it } from '@jest/globals';
import { lotAction, trade } from '../../ledger/test-trades.js';
import { flowsOf } from './returns-test-ledger.js';
import { spanReturns } from './span-returns.js';

const INFY = 'INE009A01021';

describe('a split inside the span', () => {
  it('shows no false move: shares count in today’s units against back-adjusted closes', () => {
    // 10 bought at 100; a 2-for-1 split on 1 March. Kite's history is back-adjusted: 50 before the split
    // as after, then 55 at the end.
    const { keys } = flowsOf([trade('buy', '2024-01-01', '10', '100')], {
      actions: [lotAction('split', '2024-03-01', 2, 1)],
    });
    const closes = new Map([
      [
        INFY,
        [
          ['2024-01-01', 50],
          ['2024-02-29', 50],
          ['2024-03-01', 50],
          ['2024-03-29', 55],
        ] as const,
      ],
    ]);
    const r = spanReturns({ keys, closes, from: '2024-01-01', to: '2024-03-31' });
    // 20 shares today × 50 = 1,000 throughout the split; then 20 × 55 = 1,100.
    expect(r.portfolio.nav.find((p) => p.date === '2024-03-01')?.nav).toBe('1000.0000');
    expect(r.portfolio.value).toBe('1100.00');
    // 55 / 50 − 1 = 0.1
    expect(r.portfolio.twr).toBe('0.100000');
  });
});
