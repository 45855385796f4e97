import { describe, expect, it } from '@jest/globals';
import { planSale, wholeSale } from './sale-rules.js';

// 25 HDFCBANK bought at 985.4, sold at 1010.6 with 0.1% commission.
const held = { buyPrice: 985.4, quantity: 25, positionType: 'BUY' as const };
// commission = (985.4 + 1010.6) x 25 x 0.1 / 100 = 1996 x 25 / 1000 = 49.9
// realised = (1010.6 - 985.4) x 25 - 49.9 = 25.2 x 25 - 49.9 = 630 - 49.9 = 580.1
const expected = {
  quantity: 25,
  commission: 49.9,
  realizedProfitLoss: 580.1,
  remainingQuantity: 0,
  leavesRebuyEntry: true,
};

describe('sale of a whole BUY position', () => {
  it('sells everything when no quantity is given', () => {
    expect(planSale(held, 1010.6, undefined, 0.1)).toEqual(expected);
  });

  it('sells everything when the quantity held is given', () => {
    expect(planSale(held, 1010.6, 25, 0.1)).toEqual(expected);
  });

  it('is what a square-off or the closing leg of a rollover sells', () => {
    expect(wholeSale(held, 1010.6, 0.1)).toEqual(expected);
  });
});
