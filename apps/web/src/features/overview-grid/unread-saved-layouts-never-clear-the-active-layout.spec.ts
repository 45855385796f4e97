import { describe, expect, it } from 'vitest';
import type { LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { chooseLayoutToRestore } from './restoreLayout';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const item = (i: string) => ({ i, x: 0, y: 0, w: 6, h: 6 });
const morning: SavedLayout = {
  id: 'L1',
  name: 'Morning',
  layout: [item('watchlist')],
  containers: ['watchlist'],
  columnConfigs: {},
  createdAt: '',
  updatedAt: '',
};
const lastUsed: LastUsedLayout = {
  layout: [item('rebuy')],
  containers: ['rebuy'],
  columnConfigs: {},
  timestamp: new Date(NOW - 1000).toISOString(),
};
const restore = (savedLayouts: SavedLayout[] | null, current: string[] = []) =>
  chooseLayoutToRestore({
    current: { layout: current.map(item), containers: current },
    savedLayouts,
    activeLayoutId: 'L1',
    lastUsed,
    now: NOW,
  });

describe('a saved-layout list that could not be read', () => {
  it('never clears the active id, and asks for the list instead of restoring something else', () => {
    const r = restore(null);
    expect(r.clearActiveId).toBe(false);
    expect(r.source).toBe('unavailable');
    expect(r.activeLayoutId).toBe('L1');
    expect(r.containers).toEqual([]);
  });

  it('keeps the active id beside the current layout kept in this browser', () => {
    const r = restore(null, ['analytics']);
    expect(r.source).toBe('current');
    expect(r.containers).toEqual(['analytics']);
    expect(r.activeLayoutId).toBe('L1');
    expect(r.clearActiveId).toBe(false);
  });

  it('is not an empty list: only a list that was read proves the active id invalid', () => {
    expect(restore([]).clearActiveId).toBe(true);
    expect(restore([morning]).source).toBe('active');
    expect(restore([morning]).clearActiveId).toBe(false);
  });
});
