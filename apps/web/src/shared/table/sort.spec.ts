import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortRows } from './sort';

describe('sort toggles', () => {
  it('starts a new column descending', () => {
    expect(nextSort(null, 'pnl')).toEqual({ column: 'pnl', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'pnl')).toEqual({ column: 'pnl', direction: 'desc' });
  });
  it('flips the direction of the same column', () => {
    expect(nextSort({ column: 'pnl', direction: 'desc' }, 'pnl')).toEqual({ column: 'pnl', direction: 'asc' });
    expect(nextSort({ column: 'pnl', direction: 'asc' }, 'pnl')).toEqual({ column: 'pnl', direction: 'desc' });
  });
});

describe('sorting rows', () => {
  const rows = [
    { s: 'TCS', v: 3 },
    { s: 'infy', v: null },
    { s: 'HDFCBANK', v: -2 },
    { s: 'INFY2', v: 3 },
  ];
  it('orders numbers and keeps ties stable', () => {
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.s)).toEqual(['TCS', 'INFY2', 'HDFCBANK', 'infy']);
  });
  it('puts missing values last in both directions', () => {
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.s)).toEqual(['HDFCBANK', 'TCS', 'INFY2', 'infy']);
  });
  it('compares text without regard to case', () => {
    expect(sortRows(rows, (r) => r.s, 'asc').map((r) => r.s)).toEqual(['HDFCBANK', 'infy', 'INFY2', 'TCS']);
    expect(compareValues('a', 'B', 'asc')).toBeLessThan(0);
  });
});
