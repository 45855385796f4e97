import { describe, expect, it } from '@jest/globals';
import { planRollovers, type RolloverPlan } from './rollover-rules.js';

const future = (id: string, positionType: 'BUY' | 'SELL', quantity: number, buyPrice: number) => ({
  id,
  tradingSymbol: 'NIFTY26NOVFUT',
  exchange: 'NFO',
  name: 'NIFTY',
  instrumentType: 'FUT',
  buyPrice,
  quantity,
  positionType,
});
const roll = (positionId: string) => ({
  positionId,
  newTradingSymbol: 'NIFTY26DECFUT',
  newInstrumentToken: 13238786,
  newExpiry: '2026-12-29',
  closePrice: 26100,
  openPrice: 26200,
});
const long = future('long', 'BUY', 65, 26000);
const short = future('short', 'SELL', 130, 26050);
const positions = new Map([
  [long.id, long],
  [short.id, short],
]);

describe('bulk rollover of two positions', () => {
  const plans = planRollovers([roll('long'), roll('short')], positions, 0.05, '2026-11-24') as RolloverPlan<
    typeof long
  >[];

  it('plans both, in the order asked', () => {
    expect(plans.map((p) => p.from.id)).toEqual(['long', 'short']);
  });

  it('closes each at the close price with its own realised P&L', () => {
    // long:  commission = (26000 + 26100) x 65 x 0.0005 = 1693.25;  realised = 100 x 65 - 1693.25 = 4806.75
    // short: commission = (26050 + 26100) x 130 x 0.0005 = 3389.75; realised = -50 x 130 - 3389.75 = -9889.75
    expect(plans.map((p) => [p.close.commission, p.close.realizedProfitLoss])).toEqual([
      [1693.25, 4806.75],
      [3389.75, -9889.75],
    ]);
  });

  it('opens each in the new contract with its quantity and side', () => {
    expect(plans.map((p) => [p.open.tradingSymbol, p.open.quantity, p.open.positionType, p.open.buyPrice])).toEqual([
      ['NIFTY26DECFUT', 65, 'BUY', 26200],
      ['NIFTY26DECFUT', 130, 'SELL', 26200],
    ]);
  });

  it('writes one history entry per position', () => {
    expect(plans.map((p) => [p.history.fromSymbol, p.history.quantity, p.history.positionType])).toEqual([
      ['NIFTY26NOVFUT', 65, 'BUY'],
      ['NIFTY26NOVFUT', 130, 'SELL'],
    ]);
  });
});
