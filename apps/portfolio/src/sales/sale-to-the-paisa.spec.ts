import { describe, expect, it } from '@jest/globals';
import { planSale } from './sale-rules.js';

describe('sale figures in exact decimals', () => {
  it('does not pick up binary noise: 0.1 + 0.2 is 0.3', () => {
    // commission = (0.1 + 0.2) x 3 x 10 / 100 = 0.09 (in doubles 0.09000000000000001)
    // realised = (0.2 - 0.1) x 3 - 0.09 = 0.21
    const held = { buyPrice: 0.1, quantity: 3, positionType: 'BUY' as const };
    expect(planSale(held, 0.2, 3, 10)).toMatchObject({ commission: 0.09, realizedProfitLoss: 0.21 });
  });

  it('carries paise through prices with decimals', () => {
    // commission = (1400.05 + 1500.15) x 3 x 0.1 / 100 = 8700.6 / 1000 = 8.7006
    // realised = (1500.15 - 1400.05) x 3 - 8.7006 = 300.3 - 8.7006 = 291.5994
    const held = { buyPrice: 1400.05, quantity: 3, positionType: 'BUY' as const };
    expect(planSale(held, 1500.15, 3, 0.1)).toMatchObject({ commission: 8.7006, realizedProfitLoss: 291.5994 });
  });

  it('keeps every decimal of a small commission; the sold position is stored to four', () => {
    // commission = (100.05 + 100.1) x 7 x 0.03 / 100 = 1401.05 x 0.0003 = 0.420315
    // realised = (100.1 - 100.05) x 7 - 0.420315 = 0.35 - 0.420315 = -0.070315
    const held = { buyPrice: 100.05, quantity: 7, positionType: 'BUY' as const };
    expect(planSale(held, 100.1, 7, 0.03)).toMatchObject({ commission: 0.420315, realizedProfitLoss: -0.070315 });
  });
});
