import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { toHolding, toLot } from './ledger-views.js';
import { lotAction, trade } from './test-trades.js';

const BAJFINANCE = 'INE296A01024';

describe('a 4:1 bonus and a 2:1 split on one ex-date (BAJFINANCE, 16 June 2025)', () => {
  it('compose to factor 10 in either order: 2 shares at ₹9,000 become 20 at ₹900', () => {
    const bought = trade('buy', '2025-01-10', '2', '9000', { isin: BAJFINANCE, symbol: 'BAJFINANCE' });
    const bonus = lotAction('bonus', '2025-06-16', 5, 1, BAJFINANCE);
    const split = lotAction('split', '2025-06-16', 2, 1, BAJFINANCE);
    for (const actions of [
      [bonus, split],
      [split, bonus],
    ]) {
      const h = buildLedger({ trades: [bought], openings: [], actions }).get(BAJFINANCE)!;
      const lots = h.lots.map(toLot);
      // Tax view: the 2 bought split into 4 at 9,000 / 2 = 4,500, cost 18,000 kept; 2 × 4 × 2 = 16 bonus shares at nil.
      expect(lots.map((l) => [l.buy_date, l.open_quantity, l.cost_per_share, l.cost])).toEqual([
        ['2025-01-10', '4', '4500.0000', '18000.00'],
        ['2025-06-16', '16', '0.0000', '0.00'],
      ]);
      // Performance view: 9,000 / 10 = 900 on every share.
      expect(lots.map((l) => l.adjusted_cost_per_share)).toEqual(['900.0000', '900.0000']);
      expect(toHolding(h)).toMatchObject({
        quantity: '20',
        invested: '18000.00',
        average_cost: '900.0000',
        adjusted_average_cost: '900.0000',
      });
    }
  });
});
