import { describe, expect, it } from 'vitest';
import { verticalCompactor, type Layout } from 'react-grid-layout';
import type { GridItem } from '@app/contracts/settings/types';
import { arrangeLayout, placeText, stepForKey, type ArrangeStep } from './keyboardArrange';

const compact = (l: GridItem[]) => verticalCompactor.compact(l as Layout, 12) as GridItem[];
const item = (i: string, x: number, y: number, w: number, h: number): GridItem => ({ i, x, y, w, h });
const place = (layout: GridItem[], id: string) => {
  const l = layout.find((g) => g.i === id)!;
  return [l.x, l.y, l.w, l.h];
};
const step = (layout: GridItem[], id: string, s: ArrangeStep) => arrangeLayout(layout, id, s, 12, compact);
const move = (direction: ArrangeStep['direction']): ArrangeStep => ({ kind: 'move', direction });
const resize = (direction: ArrangeStep['direction']): ArrangeStep => ({ kind: 'resize', direction });

// The portfolio on the left half, the watchlist under it.
const stacked = [item('portfolio', 0, 0, 6, 8), item('watchlist', 0, 8, 6, 6)];

describe('moving a container with the arrow keys', () => {
  it('steps one column sideways and rises into the free space beside the other', () => {
    let layout = stacked;
    for (let i = 0; i < 6; i++) layout = step(layout, 'watchlist', move('right'));
    expect(place(layout, 'watchlist')).toEqual([6, 0, 6, 6]);
    expect(place(layout, 'portfolio')).toEqual([0, 0, 6, 8]);
  });

  it('stops at the edges of the grid', () => {
    expect(place(step(stacked, 'portfolio', move('left')), 'portfolio')).toEqual([0, 0, 6, 8]);
    const right = [item('a', 6, 0, 6, 4)];
    expect(place(step(right, 'a', move('right')), 'a')).toEqual([6, 0, 6, 4]);
  });

  it('changes places with the container below or above it', () => {
    const down = step(stacked, 'portfolio', move('down'));
    expect(place(down, 'watchlist')).toEqual([0, 0, 6, 6]);
    expect(place(down, 'portfolio')).toEqual([0, 6, 6, 8]);
    const up = step(stacked, 'watchlist', move('up'));
    expect(place(up, 'watchlist')).toEqual([0, 0, 6, 6]);
    expect(place(up, 'portfolio')).toEqual([0, 6, 6, 8]);
  });

  it('stays put moving up with nothing above, or down with nothing below', () => {
    expect(step(stacked, 'portfolio', move('up'))).toEqual(compact(stacked.map((l) => ({ ...l }))));
    expect(place(step(stacked, 'watchlist', move('down')), 'watchlist')).toEqual([0, 8, 6, 6]);
  });
});

describe('resizing a container with Shift and the arrow keys', () => {
  it('grows and shrinks the right and bottom edges by one cell, pushing what is below further down', () => {
    let layout = step(stacked, 'portfolio', resize('down'));
    expect(place(layout, 'portfolio')).toEqual([0, 0, 6, 9]);
    expect(place(layout, 'watchlist')).toEqual([0, 9, 6, 6]);
    layout = step(layout, 'portfolio', resize('right'));
    layout = step(layout, 'portfolio', resize('left'));
    layout = step(layout, 'portfolio', resize('left'));
    expect(place(layout, 'portfolio')).toEqual([0, 0, 5, 9]);
  });

  it('keeps within 2 to 12 columns wide, 2 to 20 rows high and the grid', () => {
    const small = [item('a', 0, 0, 2, 2)];
    expect(place(step(small, 'a', resize('left')), 'a')).toEqual([0, 0, 2, 2]);
    expect(place(step(small, 'a', resize('up')), 'a')).toEqual([0, 0, 2, 2]);
    const edge = [item('a', 6, 0, 6, 20)];
    expect(place(step(edge, 'a', resize('right')), 'a')).toEqual([6, 0, 6, 20]);
    expect(place(step(edge, 'a', resize('down')), 'a')).toEqual([6, 0, 6, 20]);
  });
});

describe('keys and announcements', () => {
  it('reads arrows as moves and Shift+arrows as resizes', () => {
    expect(stepForKey('ArrowLeft', false)).toEqual(move('left'));
    expect(stepForKey('ArrowDown', true)).toEqual(resize('down'));
    expect(stepForKey('Enter', false)).toBeNull();
  });

  it('announces the place counted from 1', () => {
    expect(placeText(item('a', 6, 0, 6, 8))).toBe('Column 7, row 1, 6 wide and 8 high');
  });
});
