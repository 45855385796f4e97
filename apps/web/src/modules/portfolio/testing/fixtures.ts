import type { Position, SoldPosition } from '@app/contracts/portfolio/types';

/** Test data for this module's unit tests. */
export function position(overrides: Partial<Position> = {}): Position {
  return {
    id: 'p1',
    name: 'RELIANCE INDUSTRIES',
    tradingSymbol: 'RELIANCE',
    instrumentToken: 738561,
    exchange: 'NSE',
    instrumentType: 'EQ',
    expiry: null,
    buyDate: null,
    buyPrice: 1385.5,
    quantity: 40,
    positionType: 'BUY',
    yesterdayClosingPrice: null,
    todaysPnL: 0,
    amount: 55420,
    livePrice: 1400,
    hasLivePrice: true,
    changePercent: 0.5,
    unrealizedProfitLoss: 580,
    unrealizedProfitLossPercent: 1.0466,
    priceTimestamp: null,
    status: 'ACTIVE',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

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
