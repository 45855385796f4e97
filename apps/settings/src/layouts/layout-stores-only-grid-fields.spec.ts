import { describe, expect, it } from '@jest/globals';
import type { GridItem } from '@app/contracts';
import { layoutContent } from './layout-rules.js';

describe('a layout to store', () => {
  const stored = layoutContent({
    layout: [
      { i: 'watchlist', x: 0, y: 0, w: 6, h: 6, minW: 3, moved: true, static: false } as GridItem,
      { i: 'rebuy', x: 6, y: 0, w: 6, h: 4, maxH: undefined },
    ],
    containers: ['watchlist', 'rebuy'],
  });

  it('keeps only the grid fields of each item, and only those set', () => {
    expect(stored.layout).toEqual([
      { i: 'watchlist', x: 0, y: 0, w: 6, h: 6, minW: 3 },
      { i: 'rebuy', x: 6, y: 0, w: 6, h: 4 },
    ]);
    expect(Object.keys(stored.layout[1])).toEqual(['i', 'x', 'y', 'w', 'h']);
  });

  it('keeps the containers, and no column configs when none were given', () => {
    expect(stored.containers).toEqual(['watchlist', 'rebuy']);
    expect(stored.columnConfigs).toEqual({});
  });
});
