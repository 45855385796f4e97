import { describe, expect, it } from '@jest/globals';
import { commissionPctFor, planSale } from './sale-rules.js';

// The user's portfolio variables: 0.1% on stocks, 0.05% on futures.
const rates = { stock_commission_pct: 0.1, future_commission_pct: 0.05 };

describe("commission from the user's stock and futures percentages", () => {
  it('charges futures the futures rate and everything else the stock rate', () => {
    expect(commissionPctFor('FUT', rates)).toBe(0.05);
    expect(commissionPctFor('EQ', rates)).toBe(0.1);
  });

  it('sells 65 NIFTY futures bought at 26000 at 26100 with the futures rate', () => {
    // commission = (26000 + 26100) x 65 x 0.05 / 100 = 3386500 x 0.0005 = 1693.25
    // realised = (26100 - 26000) x 65 - 1693.25 = 6500 - 1693.25 = 4806.75
    const held = { buyPrice: 26000, quantity: 65, positionType: 'BUY' as const };
    expect(planSale(held, 26100, undefined, commissionPctFor('FUT', rates))).toMatchObject({
      commission: 1693.25,
      realizedProfitLoss: 4806.75,
    });
  });
});
