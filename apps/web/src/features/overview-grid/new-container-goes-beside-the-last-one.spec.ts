import { describe, expect, it } from 'vitest';
import type { GridItem } from '@app/contracts/settings/types';
import { placeNewItem } from './placeNewItem';

const item = (i: string, x: number, y: number, w: number, h: number): GridItem => ({ i, x, y, w, h });
const HALF = { w: 6, h: 8 };

describe('a new container goes where there is room', () => {
  it('starts at the top left of an empty grid', () => {
    expect(placeNewItem([], HALF, 12)).toEqual({ x: 0, y: 0 });
  });

  it('goes beside a half-width container, in the free right half', () => {
    expect(placeNewItem([item('watchlist', 0, 0, 6, 6)], HALF, 12)).toEqual({ x: 6, y: 0 });
  });

  it('goes to the left of the last one when only the left half is free', () => {
    expect(placeNewItem([item('rebuy', 6, 4, 6, 8)], HALF, 12)).toEqual({ x: 0, y: 4 });
  });

  it('goes under the lowest container when the row of the last one is full', () => {
    const row = [item('watchlist', 0, 0, 6, 6), item('live-portfolio', 6, 0, 6, 8)];
    expect(placeNewItem(row, HALF, 12)).toEqual({ x: 0, y: 8 });
  });

  it('goes under everything when the last one is full width', () => {
    expect(placeNewItem([item('analytics', 0, 0, 12, 8)], HALF, 12)).toEqual({ x: 0, y: 8 });
  });

  it('does not overlap a taller container that reaches into the slot beside the last one', () => {
    const layout = [item('live-portfolio', 6, 0, 6, 12), item('watchlist', 0, 8, 6, 6)];
    expect(placeNewItem(layout, HALF, 12)).toEqual({ x: 0, y: 14 });
  });

  it('fills a grid of five default containers two by two', () => {
    const sizes: Array<[string, number, number]> = [
      ['live-portfolio', 6, 8],
      ['watchlist', 6, 6],
      ['analytics', 6, 8],
      ['loss-cover', 6, 8],
      ['rebuy', 6, 8],
    ];
    const layout: GridItem[] = [];
    for (const [i, w, h] of sizes) layout.push({ i, w, h, ...placeNewItem(layout, { w, h }, 12) });
    expect(layout.map((l) => [l.i, l.x, l.y])).toEqual([
      ['live-portfolio', 0, 0],
      ['watchlist', 6, 0],
      ['analytics', 0, 8],
      ['loss-cover', 6, 8],
      ['rebuy', 0, 16],
    ]);
  });
});
