import { describe, expect, it } from '@jest/globals';
import { isEmptyLayout, layoutProblems } from './layout-rules.js';

const item = (i: string) => ({ i, x: 0, y: 0, w: 6, h: 6 });
const watchlistConfig = {
  containerType: 'watchlist',
  selectedColumns: ['instrument', 'actions'],
  columnOrder: ['actions', 'instrument'],
};

describe('layout rules', () => {
  it('accepts a consistent layout', () => {
    expect(
      layoutProblems({
        layout: [item('watchlist'), item('rebuy-2')],
        containers: ['watchlist', 'rebuy-2'],
        columnConfigs: { watchlist: watchlistConfig },
      }),
    ).toEqual([]);
  });

  it('spots an empty layout', () => {
    expect(isEmptyLayout({ layout: [], containers: [] })).toBe(true);
    expect(isEmptyLayout({ layout: [item('watchlist')], containers: [] })).toBe(true);
    expect(isEmptyLayout({ layout: [item('watchlist')], containers: ['watchlist'] })).toBe(false);
  });

  it('refuses unknown or repeated containers and items that do not match them', () => {
    const fields = (c: Parameters<typeof layoutProblems>[0]) => layoutProblems(c).map((p) => p.field);
    expect(fields({ layout: [item('orders')], containers: ['orders'] })).toEqual(['containers']);
    expect(fields({ layout: [item('watchlist')], containers: ['watchlist', 'watchlist'] })).toEqual(['containers']);
    expect(fields({ layout: [item('watchlist'), item('analytics')], containers: ['watchlist'] })).toEqual(['layout']);
    expect(
      fields({ layout: [item('watchlist')], containers: ['watchlist'], columnConfigs: { analytics: watchlistConfig } }),
    ).toEqual(['columnConfigs.analytics']);
    expect(
      fields({
        layout: [item('watchlist')],
        containers: ['watchlist'],
        columnConfigs: { watchlist: { ...watchlistConfig, selectedColumns: ['instrument'] } },
      }),
    ).toEqual(['columnConfigs.watchlist.selectedColumns', 'columnConfigs.watchlist.columnOrder']);
  });
});
