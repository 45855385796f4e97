import { describe, expect, it } from 'vitest';
import { nextSort } from '../../shared/table/sort';
import { position } from './fixtures';
import {
  DEFAULT_POSITION_SORT,
  normaliseColumns,
  POSITION_COLUMNS,
  positionValue,
  sortPositions,
} from './positionColumns';

const rows = [
  position({ id: 'a', tradingSymbol: 'TCS', unrealizedProfitLoss: -200, changePercent: 2, buyPrice: 3420 }),
  position({ id: 'b', tradingSymbol: 'INFY', unrealizedProfitLoss: 900, changePercent: -1, buyPrice: 1702 }),
  position({
    id: 'c',
    tradingSymbol: 'SBIN',
    unrealizedProfitLoss: 50,
    changePercent: null,
    hasLivePrice: false,
    livePrice: null,
    buyPrice: 842,
  }),
];
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id).join('');

describe('position columns', () => {
  it('follow the live-portfolio column set', () => {
    expect(POSITION_COLUMNS).toEqual([
      'name',
      'buyPrice',
      'quantity',
      'amount',
      'livePrice',
      'profitLoss',
      'profitLossPercent',
      'actions',
    ]);
  });

  it('sort by unrealised P&L descending by default', () => {
    expect(DEFAULT_POSITION_SORT).toEqual({ column: 'profitLoss', direction: 'desc' });
    expect(ids(sortPositions(rows, DEFAULT_POSITION_SORT))).toBe('bca');
  });

  it('flip on the same column and start a new column descending', () => {
    const flipped = nextSort(DEFAULT_POSITION_SORT, 'profitLoss');
    expect(ids(sortPositions(rows, flipped))).toBe('acb');
    const byBuy = nextSort(flipped, 'buyPrice');
    expect(byBuy.direction).toBe('desc');
    expect(ids(sortPositions(rows, byBuy))).toBe('abc');
  });

  it('sort the live price column by change percent, rows without a live price last', () => {
    expect(positionValue(rows[2]!, 'livePrice')).toBeNull();
    expect(ids(sortPositions(rows, { column: 'livePrice', direction: 'desc' }))).toBe('abc');
    expect(ids(sortPositions(rows, { column: 'livePrice', direction: 'asc' }))).toBe('bac');
  });

  it('sort names as text', () => {
    expect(ids(sortPositions(rows, { column: 'name', direction: 'asc' }))).toBe('bca');
  });

  it('leave rows alone without a sort or on the actions column', () => {
    expect(sortPositions(rows, null)).toBe(rows);
    expect(sortPositions(rows, { column: 'actions', direction: 'asc' })).toBe(rows);
  });

  it('normalise a saved selection: known ids in order, required ones kept', () => {
    expect(normaliseColumns(['amount', 'bogus', 'profitLoss', 'amount'])).toEqual([
      'name',
      'amount',
      'profitLoss',
      'actions',
    ]);
    expect(normaliseColumns(['actions', 'name'])).toEqual(['actions', 'name']);
  });
});
