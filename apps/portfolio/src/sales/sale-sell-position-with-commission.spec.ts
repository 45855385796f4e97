import { describe, expect, it } from '@jest/globals';
import { planSale } from './sale-rules.js';

// A SELL (short) position: 10 RELIANCE sold short at 1350; closing it buys back.
const held = { buyPrice: 1350, quantity: 10, positionType: 'SELL' as const };

describe('sale of a SELL position with commission', () => {
  it('closes 4 at 1300.1: the fall is the profit, less 0.1% commission on both legs', () => {
    // commission = (1350 + 1300.1) x 4 x 0.1 / 100 = 10600.4 / 1000 = 10.6004
    // realised = (1350 - 1300.1) x 4 - 10.6004 = 199.6 - 10.6004 = 188.9996
    expect(planSale(held, 1300.1, 4, 0.1)).toEqual({
      quantity: 4,
      commission: 10.6004,
      realizedProfitLoss: 188.9996,
      remainingQuantity: 6,
      leavesRebuyEntry: false,
    });
  });

  it('closes 2 at 1400: a rise is a loss on a short, and the commission adds to it', () => {
    // commission = (1350 + 1400) x 2 x 0.1 / 100 = 5.5; realised = (1350 - 1400) x 2 - 5.5 = -105.5
    expect(planSale(held, 1400, 2, 0.1)).toMatchObject({ commission: 5.5, realizedProfitLoss: -105.5 });
  });

  it('leaves no re-buy entry, even when closed whole', () => {
    expect(planSale(held, 1300, undefined, 0.1)).toMatchObject({ remainingQuantity: 0, leavesRebuyEntry: false });
  });
});
