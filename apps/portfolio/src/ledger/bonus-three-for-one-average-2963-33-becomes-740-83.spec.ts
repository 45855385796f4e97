import { describe, expect, it } from '@jest/globals';
import { Decimal } from 'decimal.js';
import { buildLedger } from './lot-engine.js';
import { realisedBetween, toHolding, toLot } from './ledger-views.js';
import { lotAction, trade } from './test-trades.js';

describe('a 3:1 bonus (three new shares for each one held, factor 4/1), Zerodha’s example', () => {
  const bonus = lotAction('bonus', '2024-03-01', 4, 1);
  const bought = trade('buy', '2024-01-10', '3', '2963.33');

  it('turns 3 shares at ₹2,963.33 into 12 at ₹740.83: the cost stays 8,889.99 and is spread over 12', () => {
    const h = buildLedger({ trades: [bought], openings: [], actions: [bonus] }).get('INE009A01021')!;
    const [original, extra] = h.lots.map(toLot);
    // Tax view: the 3 bought keep their cost and date; 3 × (4 − 1) = 9 bonus shares at nil cost, held from allotment.
    expect(original).toMatchObject({
      buy_date: '2024-01-10',
      open_quantity: '3',
      cost_per_share: '2963.3300',
      cost: '8889.99',
    });
    expect(extra).toMatchObject({
      buy_date: '2024-03-01',
      open_quantity: '9',
      cost_per_share: '0.0000',
      cost: '0.00',
      source: 'bonus',
    });
    // Performance view: 2,963.33 / 4 = 740.8325 per share on both lots.
    expect(original.adjusted_cost_per_share).toBe('740.8325');
    expect(extra.adjusted_cost_per_share).toBe('740.8325');
    // The holding: 3 × 2,963.33 = 8,889.99 over 12 shares = 740.8325, shown to the paisa as ₹740.83.
    const holding = toHolding(h)!;
    expect(holding).toMatchObject({
      quantity: '12',
      invested: '8889.99',
      average_cost: '740.8325',
      adjusted_average_cost: '740.8325',
    });
    expect(new Decimal(holding.adjusted_average_cost).toFixed(2)).toBe('740.83');
  });

  it('sells the original shares first for tax, the bonus shares staying at nil cost', () => {
    const h = buildLedger({
      trades: [bought, trade('sell', '2024-04-15', '3', '800')],
      openings: [],
      actions: [bonus],
    }).get('INE009A01021')!;
    // FIFO takes the 10 January lot: 3 × (800 − 2,963.33) = −6,489.99.
    expect(realisedBetween([h], '2024-04-01', '2025-03-31').total).toBe('-6489.99');
    // Left: the 9 bonus shares, nil cost for tax, 740.8325 each for performance.
    expect(toHolding(h)).toMatchObject({
      quantity: '9',
      invested: '0.00',
      average_cost: '0.0000',
      adjusted_average_cost: '740.8325',
    });
  });

  it('leaves lots bought on or after the ex-date alone', () => {
    const h = buildLedger({ trades: [trade('buy', '2024-03-01', '4', '750')], openings: [], actions: [bonus] }).get(
      'INE009A01021',
    )!;
    expect(toHolding(h)).toMatchObject({ quantity: '4', average_cost: '750.0000', lots: 1 });
  });
});
