import { describe, expect, it } from '@jest/globals';
import { planRollover } from './rollover-rules.js';

// 130 NIFTY futures sold short at 26010.25; the market rose, and the short rolls at 26100.35 into 26200.1.
const short = {
  id: 'short-position',
  tradingSymbol: 'NIFTY26NOVFUT',
  exchange: 'NFO',
  name: 'NIFTY',
  instrumentType: 'FUT',
  buyPrice: 26010.25,
  quantity: 130,
  positionType: 'SELL' as const,
};
const plan = planRollover(
  short,
  {
    newTradingSymbol: 'NIFTY26DECFUT',
    newInstrumentToken: 13238786,
    newExpiry: '2026-12-29',
    closePrice: 26100.35,
    openPrice: 26200.1,
  },
  0.0123,
  '2026-11-24',
);

describe('rollover of a short futures position', () => {
  it('closes the short at a loss, commission added', () => {
    // commission = (26010.25 + 26100.35) x 130 x 0.0123 / 100 = 6774378 x 0.000123 = 833.248494
    // realised = (26010.25 - 26100.35) x 130 - 833.248494 = -11713 - 833.248494 = -12546.248494
    expect(plan.close).toEqual({
      quantity: 130,
      commission: 833.248494,
      realizedProfitLoss: -12546.248494,
      remainingQuantity: 0,
      leavesRebuyEntry: false,
    });
  });

  it('stays short in the new contract', () => {
    expect(plan.open).toMatchObject({ positionType: 'SELL', quantity: 130, buyPrice: 26200.1 });
    expect(plan.history).toMatchObject({ positionType: 'SELL', quantity: 130 });
  });
});
