import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { trade } from './test-trades.js';

describe('sales on later days', () => {
  it('consume the oldest lots first, each disposal realised against its own lot', () => {
    const h = buildLedger({
      trades: [
        trade('buy', '2024-06-03', '10', '100'),
        trade('buy', '2024-06-10', '10', '120'),
        trade('sell', '2024-07-01', '15', '130'),
      ],
      openings: [],
      actions: [],
    }).get('INE009A01021')!;
    // 10 out of the 3 June lot: 10 × 30 = 300; 5 out of the 10 June lot: 5 × 10 = 50.
    const r = realisedBetween([h], '2024-04-01', '2025-03-31');
    expect(r.entries.map((e) => [e.buy_date, e.quantity, e.realised])).toEqual([
      ['2024-06-03', '10', '300.00'],
      ['2024-06-10', '5', '50.00'],
    ]);
    expect(r.total).toBe('350.00');
    expect(h.lots.map(toLot).map((l) => l.open_quantity)).toEqual(['0', '5']);
    expect(toHolding(h)).toMatchObject({ quantity: '5', average_cost: '120.0000', lots: 1 });
  });

  it('answers only the sales inside the asked dates', () => {
    const h = buildLedger({
      trades: [
        trade('buy', '2024-01-02', '10', '100'),
        trade('sell', '2024-03-28', '4', '110'),
        trade('sell', '2024-04-02', '6', '90'),
      ],
      openings: [],
      actions: [],
    }).get('INE009A01021')!;
    // FY 2024-25 holds only the 2 April sale: 6 × (90 − 100) = −60.
    expect(realisedBetween([h], '2024-04-01', '2025-03-31')).toMatchObject({
      total: '-60.00',
      entries: [expect.objectContaining({ sell_date: '2024-04-02' })],
    });
  });
});
