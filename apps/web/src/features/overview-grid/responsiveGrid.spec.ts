import { describe, expect, it } from 'vitest';
import { breakpointFor, fromColumns, gridMetrics, GRID_COLS, toColumns } from './responsiveGrid';

const two = [
  { i: 'live-portfolio', x: 0, y: 0, w: 6, h: 8 },
  { i: 'watchlist', x: 6, y: 0, w: 6, h: 6 },
];

describe('responsive grid', () => {
  it('maps widths to the Overview breakpoints and columns', () => {
    expect([1300, 1200, 1100, 996, 800, 768, 500, 480, 375, 0].map(breakpointFor)).toEqual([
      'lg',
      'lg',
      'md',
      'md',
      'sm',
      'sm',
      'xs',
      'xs',
      'xxs',
      'xxs',
    ]);
    expect(GRID_COLS).toEqual({ lg: 12, md: 10, sm: 6, xs: 2, xxs: 1 });
  });

  it('uses 80 px rows, 8 px margins and no dragging under 768 px', () => {
    expect(gridMetrics(767)).toEqual({ rowHeight: 80, margin: [8, 8], draggable: false });
    expect(gridMetrics(768)).toEqual({ rowHeight: 60, margin: [16, 16], draggable: true });
  });

  it('keeps halves side by side in 10 and 6 columns', () => {
    expect(toColumns(two, 10).map(({ x, w }) => [x, w])).toEqual([
      [0, 5],
      [5, 5],
    ]);
    expect(toColumns(two, 6).map(({ x, w }) => [x, w])).toEqual([
      [0, 3],
      [3, 3],
    ]);
  });

  it('stacks everything full width in 1 or 2 columns', () => {
    expect(toColumns(two, 1).map(({ x, y, w }) => [x, y, w])).toEqual([
      [0, 0, 1],
      [0, 8, 1],
    ]);
  });

  it('writes an edit in 10 columns back in 12', () => {
    const drawn = toColumns(two, 10);
    const edited = [drawn[0]!, { ...drawn[1]!, w: 4, x: 6 }];
    const back = fromColumns(edited, 10, two);
    expect(back[0]).toBe(two[0]);
    expect(back[1]).toMatchObject({ i: 'watchlist', x: 7, w: 5 });
  });

  it('does not drift when nothing moved', () => {
    for (const cols of [10, 6, 2, 1]) {
      const back = fromColumns(toColumns(two, cols), cols, two);
      expect(back).toEqual(two);
    }
  });
});
