import type { SoldPosition } from '@app/contracts/portfolio/types';

/** Test data for this feature's unit tests. */
export function sold(overrides: Partial<SoldPosition> = {}): SoldPosition {
  return {
    id: 's1',
    originalPositionId: null,
    name: 'WIPRO',
    tradingSymbol: 'WIPRO',
    instrumentToken: 969473,
    exchange: 'NSE',
    instrumentType: 'EQ',
    positionType: 'BUY',
    buyPrice: 268.45,
    sellPrice: 251.9,
    quantity: 200,
    commission: 104.07,
    realizedProfitLoss: -3414.07,
    realizedProfitLossPercent: -6.36,
    soldAt: '2026-11-20T11:05:15.843Z',
    createdAt: '2026-11-23T11:05:15.843Z',
    ...overrides,
  };
}
