import { describe, expect, it } from '@jest/globals';
import { planSale } from './sale-rules.js';

describe('a sale with a zero commission rate', () => {
  it('keeps the whole gain of a BUY position', () => {
    // (120 - 100) x 10 = 200
    const held = { buyPrice: 100, quantity: 10, positionType: 'BUY' as const };
    expect(planSale(held, 120, 10, 0)).toMatchObject({ commission: 0, realizedProfitLoss: 200 });
  });

  it('keeps the whole gain of a SELL position', () => {
    // (100 - 90) x 5 = 50
    const held = { buyPrice: 100, quantity: 5, positionType: 'SELL' as const };
    expect(planSale(held, 90, 5, 0)).toMatchObject({ commission: 0, realizedProfitLoss: 50 });
  });

  it('reports a sale at the buy price as neither gain nor loss', () => {
    const held = { buyPrice: 842.35, quantity: 60, positionType: 'BUY' as const };
    expect(planSale(held, 842.35, 60, 0)).toMatchObject({ commission: 0, realizedProfitLoss: 0 });
  });
});
