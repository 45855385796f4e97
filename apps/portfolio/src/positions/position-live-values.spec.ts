import { describe, expect, it } from '@jest/globals';
import type { Tick } from '@app/contracts';
import type { StoredPosition } from './position.js';
import { toPosition } from './position-reply.js';

const stored = (over: Partial<StoredPosition>): StoredPosition => ({
  id: 'p1',
  tradingSymbol: 'RELIANCE',
  instrumentToken: 738561,
  exchange: 'NSE',
  name: 'RELIANCE INDUSTRIES',
  instrumentType: 'EQ',
  expiry: null,
  buyDate: null,
  buyPrice: 1400,
  quantity: 10,
  positionType: 'BUY',
  yesterdayClosingPrice: null,
  todaysPnl: 250,
  createdAt: '2026-11-02T04:00:00.000Z',
  updatedAt: '2026-11-03T04:00:00.000Z',
  ...over,
});
const tick = (last_price: number): Tick => ({
  instrument_token: 738561,
  last_price,
  ohlc: { open: 1490, high: 1510, low: 1480, close: 1478 },
  change: last_price - 1478,
  change_percent: 1.5,
  volume: 1000,
  timestamp: '2026-11-24T05:00:00.000Z',
});

describe('a position with its live values', () => {
  it('values a BUY at the live price: 10 bought at 1400, now 1500', () => {
    // amount = 14000; P&L = (1500 - 1400) x 10 = 1000 = 7.142857% of 14000; no previous close: stored today's P&L
    expect(toPosition(stored({}), tick(1500))).toMatchObject({
      amount: 14000,
      livePrice: 1500,
      hasLivePrice: true,
      changePercent: 1.5,
      unrealizedProfitLoss: 1000,
      unrealizedProfitLossPercent: expect.closeTo(100 / 14, 12),
      todaysPnL: 250,
      priceTimestamp: '2026-11-24T05:00:00.000Z',
      status: 'ACTIVE',
      createdAt: '2026-11-02T04:00:00.000Z',
    });
  });

  it('values a SELL from its previous close: sold at 1350, closed yesterday at 1320, now 1300', () => {
    // P&L = (1350 - 1300) x 10 = 500; today's P&L = (1320 - 1300) x 10 = 200
    const short = stored({ positionType: 'SELL', buyPrice: 1350, yesterdayClosingPrice: 1320 });
    expect(toPosition(short, tick(1300))).toMatchObject({ unrealizedProfitLoss: 500, todaysPnL: 200 });
  });

  it('shows no P&L without a live price, and the stored P&L for today', () => {
    expect(toPosition(stored({}), undefined)).toMatchObject({
      amount: 14000,
      livePrice: null,
      hasLivePrice: false,
      changePercent: null,
      unrealizedProfitLoss: 0,
      unrealizedProfitLossPercent: 0,
      todaysPnL: 250,
      priceTimestamp: null,
    });
  });
});
