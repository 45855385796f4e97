import { describe, expect, it } from '@jest/globals';
import { canRollOver, planRollover } from './rollover-rules.js';

// 65 NIFTY November futures bought at 26000, rolled into December: closed at 26100, opened at 26200.
const near = {
  id: 'near-position',
  tradingSymbol: 'NIFTY26NOVFUT',
  exchange: 'NFO',
  name: 'NIFTY',
  instrumentType: 'FUT',
  buyPrice: 26000,
  quantity: 65,
  positionType: 'BUY' as const,
};
const toDecember = {
  newTradingSymbol: 'NIFTY26DECFUT',
  newInstrumentToken: 13238786,
  newExpiry: '2026-12-29',
  closePrice: 26100,
  openPrice: 26200,
};
const plan = planRollover(near, toDecember, 0.05, '2026-11-24');

describe('rollover of a futures position', () => {
  it('rolls futures only', () => {
    expect(canRollOver(near)).toBe(true);
    expect(canRollOver({ instrumentType: 'EQ' })).toBe(false);
  });

  it('closes the whole position at the close price, with the futures commission', () => {
    // commission = (26000 + 26100) x 65 x 0.05 / 100 = 1693.25; realised = 100 x 65 - 1693.25 = 4806.75
    expect(plan.from).toBe(near);
    expect(plan.close).toEqual({
      quantity: 65,
      commission: 1693.25,
      realizedProfitLoss: 4806.75,
      remainingQuantity: 0,
      leavesRebuyEntry: true,
    });
  });

  it('opens the same quantity and side in the new contract at the open price, bought today', () => {
    expect(plan.open).toEqual({
      tradingSymbol: 'NIFTY26DECFUT',
      instrumentToken: 13238786,
      exchange: 'NFO',
      name: 'NIFTY',
      instrumentType: 'FUT',
      expiry: '2026-12-29',
      buyDate: '2026-11-24',
      buyPrice: 26200,
      quantity: 65,
      positionType: 'BUY',
      yesterdayClosingPrice: null,
    });
  });

  it('records where it rolled from and to, and at what prices', () => {
    expect(plan.history).toEqual({
      fromSymbol: 'NIFTY26NOVFUT',
      toSymbol: 'NIFTY26DECFUT',
      toInstrumentToken: 13238786,
      newExpiry: '2026-12-29',
      quantity: 65,
      positionType: 'BUY',
      closePrice: 26100,
      openPrice: 26200,
    });
  });
});
