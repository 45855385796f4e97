import { describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../ledger/lot-engine.js';
import { trade } from '../../ledger/test-trades.js';
import { harvestPlan } from './harvest-plan.js';

// One ISIN under two symbols: bought as ZOMATO, which was renamed ETERNAL before the later buy.
const ZOMATO = { isin: 'INE758T01015', symbol: 'ZOMATO' };
const ETERNAL = { isin: 'INE758T01015', symbol: 'ETERNAL' };

describe('the harvesting plan for a stock renamed since a lot was bought', () => {
  it('names the lot by the symbol the stock trades under now, which is what the investor sells', () => {
    const trades = [trade('buy', '2023-06-01', '10', '100', ZOMATO), trade('buy', '2025-04-10', '5', '250', ETERNAL)];
    const plan = harvestPlan({
      histories: [...buildLedger({ trades, openings: [], actions: [] }).values()],
      actions: [],
      fy: 2025,
      today: '2025-06-20',
      prices: new Map([[ZOMATO.isin, 300]]),
      lossCover: { min_loss_percent: 5, max_loss_percent: 100 },
      fmv: () => null,
    });
    // Only the 2023 lot is long-term: 10 × (300 − 100) = 2,000 of gain, inside the 1,25,000 exemption,
    // saving 12.5% of it, 250.
    expect(plan.gains).toEqual([
      expect.objectContaining({
        symbol: 'ETERNAL',
        buy_date: '2023-06-01',
        sell_quantity: '10',
        cost: '1000.00',
        value: '3000.00',
        unrealised: '2000.00',
        tax_saved: '250.00',
      }),
    ]);
  });
});
