import { describe, expect, it } from '@jest/globals';
import {
  groupByDate,
  livePnl,
  lossPercent,
  passesThreshold,
  percentOf,
  portfolioSummary,
  realizedPnl,
  rebuyGain,
  saleCommission,
} from './pnl.js';

describe('P&L rules', () => {
  it('BUY profit is (live - buy) x quantity, percent of the buy amount', () => {
    expect(livePnl({ buyPrice: 100, quantity: 10, positionType: 'BUY' }, 110)).toEqual({
      amount: 1000,
      unrealizedProfitLoss: 100,
      unrealizedProfitLossPercent: 10,
      todaysPnL: 0,
    });
  });

  it('SELL profit is (buy - live) x quantity', () => {
    expect(livePnl({ buyPrice: 100, quantity: 10, positionType: 'SELL' }, 110)).toMatchObject({
      unrealizedProfitLoss: -100,
      unrealizedProfitLossPercent: -10,
    });
  });

  it('is exact in decimals where binary floating point is not', () => {
    // 0.1 + 0.2 style: (2950.35 - 2950.05) x 3 is 0.9, not 0.8999999999998636.
    expect(livePnl({ buyPrice: 2950.05, quantity: 3, positionType: 'BUY' }, 2950.35).unrealizedProfitLoss).toBe(0.9);
  });

  it('answers 0 percent for a zero base', () => {
    expect(livePnl({ buyPrice: 0, quantity: 10, positionType: 'BUY' }, 5).unrealizedProfitLossPercent).toBe(0);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("uses yesterday's close for today's P&L when present, else the given value", () => {
    expect(
      livePnl({ buyPrice: 100, quantity: 10, positionType: 'BUY', yesterdayClosingPrice: 105 }, 110).todaysPnL,
    ).toBe(50);
    expect(
      livePnl({ buyPrice: 100, quantity: 10, positionType: 'SELL', yesterdayClosingPrice: 105 }, 110).todaysPnL,
    ).toBe(-50);
    expect(livePnl({ buyPrice: 100, quantity: 10, positionType: 'BUY', todaysPnL: 12.5 }, 110).todaysPnL).toBe(12.5);
  });

  it('commission is (buy + sell) x quantity x percent / 100, and realised P&L is net of it', () => {
    expect(saleCommission(100, 120, 10, 0.1)).toBe(2.2);
    expect(realizedPnl('BUY', 100, 120, 10, 2.2)).toBe(197.8);
    expect(realizedPnl('SELL', 100, 120, 10, 2.2)).toBe(-202.2);
  });

  it('re-buy gain is (sell - live) x quantity, percent of the sell price', () => {
    expect(rebuyGain(120, 110, 10)).toEqual({ currentGainLoss: 100, currentGainLossPercent: 8.333333333333334 });
    expect(rebuyGain(120, 130, 1)).toMatchObject({ currentGainLoss: -10 });
    expect(rebuyGain(0, 10, 1).currentGainLossPercent).toBe(0);
  });

  it('loss percent is (buy - live) / buy x 100', () => {
    expect(lossPercent(200, 150)).toBe(25);
    expect(lossPercent(200, 250)).toBe(-25);
  });

  it('keeps positions at or beyond either threshold', () => {
    expect(passesThreshold(7000, 7000, 1000)).toBe(true);
    expect(passesThreshold(6999.99, 7000, 1000)).toBe(false);
    expect(passesThreshold(-1000, 7000, 1000)).toBe(true);
    expect(passesThreshold(-999, 7000, 1000)).toBe(false);
  });

  it('summarises investment, P&L, return and profit and loss counts', () => {
    expect(
      portfolioSummary([
        { amount: 1000, unrealizedProfitLoss: 100 },
        { amount: 3000, unrealizedProfitLoss: -50 },
        { amount: 1000, unrealizedProfitLoss: 0 },
      ]),
    ).toEqual({
      totalInvestment: 5000,
      totalProfitLoss: 50,
      totalReturnPercent: 1,
      profitCount: 1,
      lossCount: 1,
    });
    expect(portfolioSummary([]).totalReturnPercent).toBe(0);
  });

  it('groups sold positions by date, newest first, unknown dates last', () => {
    const groups = groupByDate([
      { id: 1, soldAt: '2026-11-20T10:00:00Z', realizedProfitLoss: 10 },
      { id: 2, soldAt: null, createdAt: '2026-11-21T09:00:00Z', realizedProfitLoss: 5 },
      { id: 3, soldAt: 'garbage', createdAt: null, realizedProfitLoss: 1 },
      { id: 4, soldAt: '2026-11-20T15:00:00Z', realizedProfitLoss: -2.5 },
    ]);
    expect(groups.map((g) => [g.date, g.totalPositions, g.totalProfitLoss])).toEqual([
      ['2026-11-21', 1, 5],
      ['2026-11-20', 2, 7.5],
      [null, 1, 1],
    ]);
  });
});
