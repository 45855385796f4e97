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

describe('sorting a long list of numbers', () => {
  // The reference: compareValues pair by pair, ties by position (the order sortRows has always given).
  const reference = <R>(rows: readonly R[], valueOf: (r: R) => number | null | undefined, dir: 'asc' | 'desc') =>
    rows
      .map((row, index) => ({ row, index }))
      .sort((x, y) => compareValues(valueOf(x.row), valueOf(y.row), dir) || x.index - y.index)
      .map((x) => x.row);
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    v: i % 17 === 0 ? null : i % 23 === 0 ? Number.NaN : i % 29 === 0 ? undefined : Math.round(Math.sin(i) * 50) / 4,
  }));
  it('gives the same order as comparing pair by pair, ties and missing values included, both ways', () => {
    for (const dir of ['asc', 'desc'] as const)
      expect(sortRows(rows, (r) => r.v, dir).map((r) => r.id)).toEqual(
        reference(rows, (r) => r.v, dir).map((r) => r.id),
      );
  });
  it('keeps infinities, zero and negative zero in order with ties stable', () => {
    const odd = [Infinity, 0, -Infinity, -0, Infinity, 5, -0].map((v, id) => ({ id, v }));
    expect(sortRows(odd, (r) => r.v, 'desc').map((r) => r.id)).toEqual([0, 4, 5, 1, 3, 6, 2]);
    expect(sortRows(odd, (r) => r.v, 'asc').map((r) => r.id)).toEqual([2, 1, 3, 6, 5, 0, 4]);
  });
  it('leaves the rows it was given as they were', () => {
    const given = rows.slice(0, 50);
    const before = given.map((r) => r.id);
    sortRows(given, (r) => r.v, 'desc');
    expect(given.map((r) => r.id)).toEqual(before);
  });
});
