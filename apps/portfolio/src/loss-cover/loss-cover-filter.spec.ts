import { describe, expect, it } from '@jest/globals';
import type { Position } from '@app/contracts';
import { lossCoverPositions } from './loss-cover-filter.js';

const position = (id: string, over: Partial<Position>): Position => ({
  id,
  name: id,
  tradingSymbol: id,
  instrumentToken: 1,
  exchange: 'NSE',
  instrumentType: 'EQ',
  expiry: null,
  buyDate: null,
  buyPrice: 100,
  quantity: 1,
  positionType: 'BUY',
  yesterdayClosingPrice: null,
  todaysPnL: 0,
  amount: 100,
  livePrice: 100,
  hasLivePrice: true,
  changePercent: null,
  unrealizedProfitLoss: 0,
  unrealizedProfitLossPercent: 0,
  priceTimestamp: null,
  status: 'ACTIVE',
  createdAt: '2026-11-24T05:00:00.000Z',
  updatedAt: '2026-11-24T05:00:00.000Z',
  ...over,
});

// Loss percent = (buy - live) / buy x 100.
const positions = [
  position('TCS', { buyPrice: 3100, livePrice: 3000 }), // 100 / 3100 = 3.2258%
  position('INFY', { buyPrice: 1250, livePrice: 1000 }), // 250 / 1250 = 20%
  position('INFY-SHORT', { buyPrice: 1250, livePrice: 1000, positionType: 'SELL' }), // a short: never listed
  position('HDFCBANK', { buyPrice: 1000, livePrice: 1100 }), // a 10% gain: -10%
  position('RELIANCE', { buyPrice: 1400, livePrice: null, hasLivePrice: false }), // no live price: never listed
];
const symbols = (min?: number, max?: number) =>
  lossCoverPositions(positions, { minLossPercent: min, maxLossPercent: max }).map((p) => p.tradingsymbol);

describe('loss-cover filter', () => {
  it('lists BUY positions with a live price and a loss from 0 to 100% by default, deepest first', () => {
    expect(symbols()).toEqual(['INFY', 'TCS']);
  });

  it('includes both ends of the range', () => {
    expect(symbols(20, 20)).toEqual(['INFY']);
    expect(symbols(3, 20)).toEqual(['INFY', 'TCS']);
  });

  it('leaves out what falls outside it', () => {
    expect(symbols(21, 100)).toEqual([]);
    expect(symbols(0, 3)).toEqual([]);
    expect(symbols(3, 4)).toEqual(['TCS']);
  });

  it('lists nothing for no positions', () => {
    expect(lossCoverPositions([], {})).toEqual([]);
  });
});
