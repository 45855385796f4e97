import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { trade } from './test-trades.js';

describe('a sell with no earlier buy (the tradebook starts after the shares were bought)', () => {
  it('is kept as a lot of unknown cost basis, flagged, with no realised figure and no effect on later buys', () => {
    const h = buildLedger({
      trades: [trade('sell', '2024-04-10', '10', '500'), trade('buy', '2024-04-12', '5', '450')],
      openings: [],
      actions: [],
    }).get('INE009A01021')!;
    const [sold, bought] = h.lots.map(toLot);
    expect(sold).toMatchObject({ unknown_basis: true, quantity: '10', open_quantity: '0' });
    expect(sold.disposals).toEqual([expect.objectContaining({ quantity: '10', proceeds: '5000.00', realised: null })]);
    expect(bought).toMatchObject({ unknown_basis: false, open_quantity: '5', cost_per_share: '450.0000' });
    const r = realisedBetween([h], '2024-04-01', '2025-03-31');
    expect(r.entries).toEqual([
      expect.objectContaining({ unknown_basis: true, realised: null, buy_value: null, sell_value: '5000.00' }),
    ]);
    expect(r.total).toBe('0.00');
    expect(toHolding(h)).toMatchObject({ quantity: '5', average_cost: '450.0000', unknown_basis_quantity: '0' });
  });

  it('is kept for the part a sale exceeds what was bought', () => {
    const h = buildLedger({
      trades: [trade('buy', '2024-04-01', '4', '100'), trade('sell', '2024-04-05', '10', '150')],
      openings: [],
      actions: [],
    }).get('INE009A01021')!;
    // 4 sold out of the lot: 4 × 50 = 200; the other 6 have no known cost.
    const r = realisedBetween([h], '2024-04-01', '2025-03-31');
    expect(r.entries.map((e) => [e.quantity, e.realised, e.unknown_basis])).toEqual([
      ['4', '200.00', false],
      ['6', null, true],
    ]);
    expect(toHolding(h)).toBeNull();
  });
});
