import { describe, expect, it } from 'vitest';
import type { Holding } from '@app/contracts/portfolio/types';
import { applyHoldingTick, fundsFigures, holdingsSummary } from './holdingsLive';

const holding = (o: Partial<Holding> = {}): Holding => ({
  tradingsymbol: 'RELIANCE',
  exchange: 'NSE',
  instrument_token: 738561,
  quantity: 5,
  average_price: 1500,
  last_price: 1510,
  pnl: 50,
  day_change: 10,
  day_change_percentage: 0.67,
  ...o,
});

describe('applyHoldingTick', () => {
  it('recomputes last price, P&L and day change', () => {
    const h = applyHoldingTick(holding(), {
      last_price: 1520.35,
      change: 20.35,
      change_percent: 1.36,
      ohlc: { open: 1500, high: 1521, low: 1499, close: 1500 },
    });
    expect(h).toMatchObject({ last_price: 1520.35, pnl: 101.75, day_change: 20.35, day_change_percentage: 1.36 });
  });

  it('derives the change from the previous close when the tick has none', () => {
    expect(
      applyHoldingTick(holding(), {
        last_price: 1490,
        change_percent: -0.5,
        ohlc: { open: 1, high: 1, low: 1, close: 1497.5 },
      }).day_change,
    ).toBe(-7.5);
  });

  it('keeps the row when nothing moved', () => {
    const h = holding();
    expect(applyHoldingTick(h, { last_price: 1510, change_percent: 0.67 })).toBe(h);
  });
});

describe('holdingsSummary', () => {
  it('totals invested, current value, P&L and the day move', () => {
    const s = holdingsSummary([
      holding(),
      holding({ quantity: 10, average_price: 100, last_price: null, day_change: null }),
    ]);
    expect(s).toEqual({ invested: 8500, current: 8550, pnl: 50, pnlPercent: (50 / 8500) * 100, dayChange: 50 });
  });
});

describe('fundsFigures', () => {
  it('reads cash, net and utilised in both shapes', () => {
    expect(
      fundsFigures({
        funds: { equity: { net: 900, available: { cash: 900 }, utilised: { debits: 100, m2m: 5 } } },
        source: 'paper',
      }),
    ).toEqual({ cash: 900, net: 900, utilised: 105 });
    expect(
      fundsFigures({ funds: { equity: { net: 1, available: { cash: 2 }, utilised: 3 } }, source: 'paper' }),
    ).toEqual({
      cash: 2,
      net: 1,
      utilised: 3,
    });
    expect(fundsFigures(undefined)).toBeNull();
  });
});
