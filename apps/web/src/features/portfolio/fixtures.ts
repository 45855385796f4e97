import type { Position } from '@app/contracts/portfolio/types';

/** Test data for this feature's unit tests. */
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
