import { describe, expect, it } from '@jest/globals';
import { squareOffPrice, wholeSale } from './sale-rules.js';

describe('square-off', () => {
  it('sells at the price given, even when a live price is known', () => {
    expect(squareOffPrice(1450, 1500)).toBe(1450);
  });

  it('sells at the live price when no price is given', () => {
    expect(squareOffPrice(undefined, 1500)).toBe(1500);
  });

  it('has no price to sell at with neither', () => {
    expect(squareOffPrice(undefined, undefined)).toBeUndefined();
  });

  it('sells the whole position: 6 bought at 1400, squared off at 1450 with 1% commission', () => {
    // commission = (1400 + 1450) x 6 x 1 / 100 = 171; realised = (1450 - 1400) x 6 - 171 = 129
    const held = { buyPrice: 1400, quantity: 6, positionType: 'BUY' as const };
    expect(wholeSale(held, squareOffPrice(undefined, 1450)!, 1)).toEqual({
      quantity: 6,
      commission: 171,
      realizedProfitLoss: 129,
      remainingQuantity: 0,
      leavesRebuyEntry: true,
    });
  });
});
