import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { lotAction, trade } from './test-trades.js';

describe('a split (face value 10 to 2, factor 5/1)', () => {
  it('multiplies the quantity of lots bought before the ex-date and divides their price, keeping cost and date', () => {
    const h = buildLedger({
      trades: [
        trade('buy', '2024-01-02', '10', '1000'),
        trade('sell', '2024-01-20', '4', '1100'),
        trade('buy', '2024-02-01', '5', '240'),
      ],
      openings: [],
      actions: [lotAction('split', '2024-02-01', 5, 1)],
    }).get('INE009A01021')!;
    const [old, fresh] = h.lots.map(toLot);
    // 10 bought, 4 sold before the split: 6 open → 30 at 1,000 / 5 = 200; the lot's 10 → 50 at 200 = 10,000 cost.
    expect(old).toMatchObject({
      buy_date: '2024-01-02',
      quantity: '50',
      open_quantity: '30',
      cost_per_share: '200.0000',
      cost: '10000.00',
    });
    // The sale before the split keeps its own figures: 4 × (1,100 − 1,000) = 400.
    expect(old.disposals).toEqual([expect.objectContaining({ quantity: '4', price: '1100.0000', realised: '400.00' })]);
    expect(realisedBetween([h], '2023-04-01', '2024-03-31').total).toBe('400.00');
    // Bought on the ex-date, already at the new face value: untouched.
    expect(fresh).toMatchObject({ open_quantity: '5', cost_per_share: '240.0000' });
    // 30 × 200 + 5 × 240 = 7,200 over 35 shares.
    expect(toHolding(h)).toMatchObject({ quantity: '35', invested: '7200.00' });
  });
});
