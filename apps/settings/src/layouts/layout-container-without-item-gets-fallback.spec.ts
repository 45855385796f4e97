import { describe, expect, it } from '@jest/globals';
import { completedLayout, withFallbackItems } from './layout-completion.js';
import { isEmptyLayout, layoutProblems } from './layout-rules.js';

describe('a saved layout whose container has no grid item', () => {
  it('gets x 0, y at the bottom of the existing items, w 6 and h 6', () => {
    const layout = [
      { i: 'watchlist', x: 0, y: 0, w: 6, h: 4 },
      { i: 'rebuy', x: 6, y: 2, w: 6, h: 5 },
    ];
    expect(withFallbackItems(layout, ['watchlist', 'rebuy', 'analytics'])).toEqual([
      ...layout,
      { i: 'analytics', x: 0, y: 7, w: 6, h: 6 },
    ]);
  });

  it('stacks two containers without items one under the other', () => {
    expect(withFallbackItems([], ['watchlist', 'analytics'])).toEqual([
      { i: 'watchlist', x: 0, y: 0, w: 6, h: 6 },
      { i: 'analytics', x: 0, y: 6, w: 6, h: 6 },
    ]);
  });

  it('is then neither empty nor inconsistent', () => {
    const completed = completedLayout({ layout: [], containers: ['watchlist'] });
    expect(isEmptyLayout(completed)).toBe(false);
    expect(layoutProblems(completed)).toEqual([]);
  });

  it('still refuses a grid item whose container is not listed', () => {
    const completed = completedLayout({ layout: [{ i: 'rebuy', x: 0, y: 0, w: 6, h: 6 }], containers: ['watchlist'] });
    expect(layoutProblems(completed).map((p) => p.field)).toEqual(['layout']);
  });

  it('gets the required columns of its column configurations too', () => {
    const completed = completedLayout({
      layout: [],
      containers: ['watchlist'],
      columnConfigs: {
        watchlist: { containerType: 'watchlist', selectedColumns: ['instrument'], columnOrder: ['instrument'] },
      },
    });
    expect(completed.columnConfigs).toEqual({
      watchlist: {
        containerType: 'watchlist',
        selectedColumns: ['instrument', 'actions'],
        columnOrder: ['instrument', 'actions'],
      },
    });
    expect(layoutProblems(completed)).toEqual([]);
  });
});
