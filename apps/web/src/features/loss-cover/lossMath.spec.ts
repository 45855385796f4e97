import { describe, expect, it } from 'vitest';
import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import { deriveLossRow, lossSummary, matchesSearch, withLossTick } from './lossMath';

const position = (over: Partial<LossCoverPosition> = {}): LossCoverPosition => ({
  id: 'p1',
  name: 'INFOSYS',
  tradingsymbol: 'INFY',
  instrumentToken: 408065,
  buyPrice: 1702.25,
  quantity: 30,
  amount: 51067.5,
  currentLossPercent: 8.35,
  netCashLoss: 4267.5,
  currentValue: 46800,
  unrealizedProfitLoss: -4267.5,
  livePrice: 1560,
  changePercent: 0.1,
  hasLivePrice: true,
  priceTimestamp: null,
  ...over,
});

describe('loss cover maths on a tick', () => {
  it('recomputes loss %, net cash loss, unrealized P&L and current value', () => {
    const row = withLossTick(deriveLossRow(position()), {
      instrument_token: 408065,
      last_price: 1500,
      change_percent: -3.8,
      receivedAt: 1,
    });
    expect(row.tradingSymbol).toBe('INFY');
    expect(row.livePrice).toBe(1500);
    expect(row.changePercent).toBe(-3.8);
    expect(row.currentLossPercent).toBeCloseTo((202.25 / 1702.25) * 100, 8);
    expect(row.netCashLoss).toBe(6067.5);
    expect(row.unrealizedProfitLoss).toBe(-6067.5);
    expect(row.currentValue).toBe(45000);
  });

  it('turns the loss negative when the price climbs above the buy price', () => {
    const row = withLossTick(deriveLossRow(position()), {
      instrument_token: 408065,
      last_price: 1800,
      change_percent: 1,
      receivedAt: 1,
    });
    expect(row.currentLossPercent).toBeLessThan(0);
    expect(row.netCashLoss).toBe(-2932.5);
    expect(row.unrealizedProfitLoss).toBe(2932.5);
  });

  it('is exact in decimals: 3 x (2950.35 - 2950.05) is 0.9', () => {
    const row = withLossTick(deriveLossRow(position({ buyPrice: 2950.35, quantity: 3 })), {
      instrument_token: 1,
      last_price: 2950.05,
      change_percent: 0,
      receivedAt: 1,
    });
    expect(row.netCashLoss).toBe(0.9);
    expect(row.currentValue).toBe(8850.15);
  });
});

describe('loss summary and search', () => {
  it('sums the cash loss and averages the loss percent', () => {
    const s = lossSummary([
      deriveLossRow(position()),
      deriveLossRow(position({ id: 'p2', currentLossPercent: 7.9, netCashLoss: 2700 })),
    ]);
    expect(s.positions).toBe(2);
    expect(s.totalLoss).toBe(6967.5);
    expect(s.avgLossPercent).toBeCloseTo(8.125, 8);
    expect(lossSummary([])).toEqual({ positions: 0, totalLoss: 0, avgLossPercent: null });
  });

  it('matches symbol or name, ignoring case', () => {
    const row = deriveLossRow(position());
    expect(matchesSearch(row, 'inf')).toBe(true);
    expect(matchesSearch(row, 'OSYS')).toBe(true);
    expect(matchesSearch(row, '  ')).toBe(true);
    expect(matchesSearch(row, 'tcs')).toBe(false);
  });
});
