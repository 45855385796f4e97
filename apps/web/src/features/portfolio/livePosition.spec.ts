import { describe, expect, it } from 'vitest';
import { position } from './fixtures';
import { applyLivePrice, summarisePositions } from './livePosition';

const tick = (last_price: number, change_percent = 1.25) => ({
  last_price,
  change_percent,
  timestamp: '2026-11-23T10:00:00.000Z',
  receivedAt: 0,
});

describe('applyLivePrice', () => {
  it('recomputes a BUY row: (live - buy) x qty, percent of the buy amount', () => {
    const next = applyLivePrice(position(), tick(1500));
    expect(next.livePrice).toBe(1500);
    expect(next.changePercent).toBe(1.25);
    expect(next.unrealizedProfitLoss).toBe(4580);
    expect(next.unrealizedProfitLossPercent).toBeCloseTo(8.2642, 4);
    expect(next.amount).toBe(55420);
    expect(next.priceTimestamp).toBe('2026-11-23T10:00:00.000Z');
  });

  it('recomputes a SELL row: (buy - live) x qty', () => {
    const short = position({ positionType: 'SELL', buyPrice: 842.35, quantity: 60 });
    const next = applyLivePrice(short, tick(800));
    expect(next.unrealizedProfitLoss).toBeCloseTo(2541, 6);
    expect(applyLivePrice(short, tick(900)).unrealizedProfitLoss).toBeCloseTo(-3459, 6);
  });

  it('uses decimal arithmetic, so cents do not drift', () => {
    const next = applyLivePrice(position({ buyPrice: 2950.05, quantity: 3 }), tick(2950.35));
    expect(next.unrealizedProfitLoss).toBe(0.9);
  });

  it("recomputes today's P&L from yesterday's close when known", () => {
    const next = applyLivePrice(position({ yesterdayClosingPrice: 1450, todaysPnL: 99 }), tick(1460));
    expect(next.todaysPnL).toBe(400);
    expect(applyLivePrice(position({ todaysPnL: 99 }), tick(1460)).todaysPnL).toBe(99);
  });

  it('marks a row without a live price as priced once a tick comes', () => {
    const next = applyLivePrice(
      position({ livePrice: null, hasLivePrice: false, unrealizedProfitLoss: 0 }),
      tick(1385.5, 0),
    );
    expect(next.hasLivePrice).toBe(true);
    expect(next.unrealizedProfitLoss).toBe(0);
  });

  it('keeps the row when the tick changes nothing, and ignores broken prices', () => {
    const row = position();
    expect(applyLivePrice(row, tick(1400, 0.5))).toBe(row);
    expect(applyLivePrice(row, tick(0))).toBe(row);
    expect(applyLivePrice(row, tick(Number.NaN))).toBe(row);
  });
});

describe('summarisePositions', () => {
  it('totals investment and P&L and counts winners and losers', () => {
    const s = summarisePositions([
      position({ amount: 1000, unrealizedProfitLoss: 100 }),
      position({ amount: 3000, unrealizedProfitLoss: -300 }),
      position({ amount: 1000, unrealizedProfitLoss: 0 }),
    ]);
    expect(s).toEqual({
      totalInvestment: 5000,
      totalProfitLoss: -200,
      totalReturnPercent: -4,
      profitCount: 1,
      lossCount: 1,
    });
  });

  it('is zero for no rows', () => {
    expect(summarisePositions([]).totalReturnPercent).toBe(0);
  });
});
