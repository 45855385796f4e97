import { describe, expect, it } from '@jest/globals';
import { planSale } from './sale-rules.js';

describe('a sale of more than the position holds', () => {
  it('is refused for a BUY position, naming what it holds', () => {
    const held = { buyPrice: 1400, quantity: 10, positionType: 'BUY' as const };
    expect(planSale(held, 1500, 11, 0.1)).toEqual({ refused: "quantity must not exceed the position's 10" });
  });

  it('is refused for a SELL position the same way', () => {
    const held = { buyPrice: 26000, quantity: 65, positionType: 'SELL' as const };
    expect(planSale(held, 25900, 130, 0.05)).toEqual({ refused: "quantity must not exceed the position's 65" });
  });

  it('allows exactly what is held, leaving nothing', () => {
    const held = { buyPrice: 1400, quantity: 10, positionType: 'BUY' as const };
    expect(planSale(held, 1500, 10, 0.1)).toMatchObject({ quantity: 10, remainingQuantity: 0 });
  });
});
