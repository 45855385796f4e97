import { describe, expect, it } from '@jest/globals';
import { planSale } from './sale-rules.js';

// A BUY position of 10 RELIANCE bought at 1400, sold in two parts.
const held = { buyPrice: 1400, quantity: 10, positionType: 'BUY' as const };

describe('partial sale of a BUY position', () => {
  it('sells 4 of 10 at 1500 with 0.1% commission: 6 stay open, the sale nets 388.4', () => {
    // commission = (1400 + 1500) x 4 x 0.1 / 100 = 11.6; realised = (1500 - 1400) x 4 - 11.6 = 388.4
    expect(planSale(held, 1500, 4, 0.1)).toEqual({
      quantity: 4,
      commission: 11.6,
      realizedProfitLoss: 388.4,
      remainingQuantity: 6,
      leavesRebuyEntry: true,
    });
  });

  it('sells the remaining 6 at 1450 with 1% commission and closes the position', () => {
    // commission = (1400 + 1450) x 6 x 1 / 100 = 171; realised = (1450 - 1400) x 6 - 171 = 129
    expect(planSale({ ...held, quantity: 6 }, 1450, 6, 1)).toEqual({
      quantity: 6,
      commission: 171,
      realizedProfitLoss: 129,
      remainingQuantity: 0,
      leavesRebuyEntry: true,
    });
  });

  it('sells 3 of 10 below the buy price: the loss grows by the commission', () => {
    // commission = (1400 + 1350) x 3 x 0.1 / 100 = 8.25; realised = (1350 - 1400) x 3 - 8.25 = -158.25
    expect(planSale(held, 1350, 3, 0.1)).toMatchObject({
      commission: 8.25,
      realizedProfitLoss: -158.25,
      remainingQuantity: 7,
    });
  });
});
