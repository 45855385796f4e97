import { describe, expect, it } from '@jest/globals';
import type { Position } from '@app/contracts';
import { lossCoverPositions } from './loss-cover-filter.js';

// 10 INFY bought at 1250, now at 1000: 12,500 invested, 2,500 down.
const infy = {
  id: 'p1',
  name: 'INFOSYS',
  tradingSymbol: 'INFY',
  instrumentToken: 408065,
  buyPrice: 1250,
  quantity: 10,
  positionType: 'BUY',
  amount: 12500,
  livePrice: 1000,
  changePercent: -1.5,
  unrealizedProfitLoss: -2500,
  priceTimestamp: '2026-11-24T05:00:00.000Z',
} as Position;

describe('loss-cover figures', () => {
  it('shows the loss percent, the cash it would take to cover, and what the holding is worth now', () => {
    // loss = (1250 - 1000) / 1250 x 100 = 20%; net cash loss = 2500; current value = 1000 x 10 = 10000
    expect(lossCoverPositions([infy], {})).toEqual([
      {
        id: 'p1',
        name: 'INFOSYS',
        tradingsymbol: 'INFY',
        instrumentToken: 408065,
        buyPrice: 1250,
        quantity: 10,
        amount: 12500,
        currentLossPercent: 20,
        netCashLoss: 2500,
        currentValue: 10000,
        unrealizedProfitLoss: -2500,
        livePrice: 1000,
        changePercent: -1.5,
        hasLivePrice: true,
        priceTimestamp: '2026-11-24T05:00:00.000Z',
      },
    ]);
  });
});
