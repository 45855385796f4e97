import { describe, expect, it } from 'vitest';
import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import { deriveLossRow } from './lossMath';
import { isLossSortColumn, LOSS_DEFAULT_SORT, sortLoss } from './lossSort';

const row = (symbol: string, loss: number, cash: number, change: number | null) =>
  deriveLossRow({
    id: symbol,
    name: symbol,
    tradingsymbol: symbol,
    instrumentToken: symbol.length,
    buyPrice: 100,
    quantity: 1,
    amount: 100,
    currentLossPercent: loss,
    netCashLoss: cash,
    currentValue: 100 - cash,
    unrealizedProfitLoss: -cash,
    livePrice: 100 - cash,
    changePercent: change,
    hasLivePrice: true,
    priceTimestamp: null,
  } satisfies LossCoverPosition);

const rows = [row('TCS', 7.9, 2700, 0.3), row('INFY', 8.4, 1200, -1.1), row('WIPRO', 20, 600, null)];
const symbols = (list: { tradingSymbol: string }[]) => list.map((r) => r.tradingSymbol);

describe('loss cover sort keys', () => {
  it('defaults to loss percent descending', () => {
    expect(LOSS_DEFAULT_SORT).toEqual({ column: 'lossPercent', direction: 'desc' });
    expect(symbols(sortLoss(rows, LOSS_DEFAULT_SORT))).toEqual(['WIPRO', 'INFY', 'TCS']);
  });

  it('sorts live price by change percent with unknown changes last', () => {
    expect(symbols(sortLoss(rows, { column: 'livePrice', direction: 'asc' }))).toEqual(['INFY', 'TCS', 'WIPRO']);
  });

  it('sorts by cash loss', () => {
    expect(symbols(sortLoss(rows, { column: 'cashLoss', direction: 'desc' }))).toEqual(['TCS', 'INFY', 'WIPRO']);
  });

  it('knows which ids sort', () => {
    expect(isLossSortColumn('cashLoss')).toBe(true);
    expect(isLossSortColumn('quantity')).toBe(false);
  });
});
