import { describe, expect, it } from '@jest/globals';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { trade } from './test-trades.js';

describe('intraday and delivery trades in one ISIN on one day', () => {
  it('nets the day first at its average prices, then sells what is left first in, first out', () => {
    const ledger = buildLedger({
      trades: [
        trade('buy', '2024-05-01', '15', '100'),
        // 2 May, in this order through the day: buy 20 @ 110, sell 10 @ 115, buy 10 @ 104, sell 30 @ 121.
        trade('buy', '2024-05-02', '20', '110'),
        trade('sell', '2024-05-02', '10', '115'),
        trade('buy', '2024-05-02', '10', '104'),
        trade('sell', '2024-05-02', '30', '121'),
      ],
      openings: [],
      actions: [],
    });
    const h = ledger.get('INE009A01021')!;
    // Day average buy (20×110 + 10×104)/30 = 3240/30 = 108; average sell (10×115 + 30×121)/40 = 4780/40 = 119.5.
    // Intraday min(30, 40) = 30: 30 × (119.5 − 108) = 345.
    // The other 10 sold are delivery, out of the 1 May lot: 10 × (119.5 − 100) = 195.
    const lots = h.lots.map(toLot);
    const intraday = lots.find((l) => l.disposals.some((d) => d.intraday))!;
    expect(intraday).toMatchObject({ quantity: '30', open_quantity: '0', cost_per_share: '108.0000' });
    expect(intraday.disposals).toEqual([
      expect.objectContaining({ quantity: '30', price: '119.5000', realised: '345.00' }),
    ]);
    const first = lots.find((l) => l.buy_date === '2024-05-01')!;
    expect(first.open_quantity).toBe('5');
    expect(first.disposals).toEqual([
      expect.objectContaining({ sell_date: '2024-05-02', quantity: '10', realised: '195.00', intraday: false }),
    ]);
    expect(realisedBetween([h], '2024-04-01', '2025-03-31').total).toBe('540.00');
    expect(toHolding(h)).toMatchObject({ quantity: '5', average_cost: '100.0000', invested: '500.00' });
  });

  it('keeps the buys left after netting as one delivery lot at the day’s average buy', () => {
    const h = buildLedger({
      trades: [
        trade('buy', '2024-05-03', '10', '200'),
        trade('sell', '2024-05-03', '10', '205'),
        trade('buy', '2024-05-03', '20', '203'),
      ],
      openings: [],
      actions: [],
    }).get('INE009A01021')!;
    // Buys 30 at (10×200 + 20×203)/30 = 6060/30 = 202; 10 intraday at 205: 10 × 3 = 30; 20 delivered at 202.
    expect(realisedBetween([h], '2024-05-03', '2024-05-03').entries).toEqual([
      expect.objectContaining({
        quantity: '10',
        buy_value: '2020.00',
        sell_value: '2050.00',
        realised: '30.00',
        intraday: true,
      }),
    ]);
    expect(toHolding(h)).toMatchObject({ quantity: '20', average_cost: '202.0000', invested: '4040.00' });
  });
});
