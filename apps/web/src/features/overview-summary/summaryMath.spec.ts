import { describe, expect, it } from 'vitest';
import type { Holding, Order, Position } from '@app/contracts/portfolio/types';
import { holdingWithTick, overviewTotals, positionWithTick } from './summaryMath';

const holding = (over: Partial<Holding> = {}): Holding => ({
  tradingsymbol: 'RELIANCE',
  exchange: 'NSE',
  instrument_token: 738561,
  quantity: 10,
  average_price: 2950.35,
  last_price: 2950.05,
  pnl: null,
  day_change: null,
  day_change_percentage: null,
  ...over,
});

const position = (over: Partial<Position> = {}): Position =>
  ({
    id: 'p1',
    name: 'Infosys',
    tradingSymbol: 'INFY',
    instrumentToken: 408065,
    buyPrice: 1500,
    quantity: 4,
    positionType: 'BUY',
    yesterdayClosingPrice: null,
    todaysPnL: 0,
    amount: 6000,
    livePrice: 1550,
    hasLivePrice: true,
    changePercent: 1,
    unrealizedProfitLoss: 200,
    unrealizedProfitLossPercent: 3.33,
    ...over,
  }) as Position;

const order = (status: Order['status']) => ({ status }) as Order;

describe('overview summary maths', () => {
  it('adds holdings at their last price and manual positions by their P&L, in decimal', () => {
    const t = overviewTotals([holding({ quantity: 3 })], [position()], 1_000_000, []);
    // (2950.05 - 2950.35) x 3 = -0.9 exactly, plus 200 from the position.
    expect(t.totalPnl).toBe(199.1);
    expect(t.totalInvested).toBe(8851.05 + 6000);
    expect(t.portfolioValue).toBe(t.totalInvested + t.totalPnl);
    expect(t.availableCash).toBe(1_000_000);
    expect(t.totalPnlPercent).toBeCloseTo((199.1 / 14851.05) * 100, 10);
  });

  it('counts an unpriced holding at cost and pending (OPEN) orders', () => {
    const t = overviewTotals([holding({ last_price: null })], [], null, [
      order('OPEN'),
      order('COMPLETE'),
      order('OPEN'),
    ]);
    expect(t).toMatchObject({
      totalPnl: 0,
      unpriced: 1,
      pendingOrders: 2,
      availableCash: null,
      holdings: 1,
      positions: 0,
    });
  });

  it('gives zeros, not NaN, with nothing held', () => {
    expect(overviewTotals([], [], 0, [])).toMatchObject({
      portfolioValue: 0,
      totalPnl: 0,
      totalPnlPercent: 0,
      totalInvested: 0,
    });
  });

  it('re-values rows at a tick: BUY gains when the price rises, SELL loses', () => {
    const tick = { instrument_token: 408065, last_price: 1600, change_percent: 2.5, receivedAt: 0 };
    expect(positionWithTick(position(), tick)).toMatchObject({
      livePrice: 1600,
      unrealizedProfitLoss: 400,
      changePercent: 2.5,
    });
    expect(positionWithTick(position({ positionType: 'SELL' }), tick).unrealizedProfitLoss).toBe(-400);
    expect(holdingWithTick(holding(), tick).last_price).toBe(1600);
  });
});
