import { describe, expect, it } from 'vitest';
import type { LastUsedLayout, SavedLayout } from '@app/contracts/settings/types';
import { chooseLayoutToRestore, LAST_USED_MAX_AGE_MS } from './restoreLayout';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const item = (i: string, y = 0) => ({ i, x: 0, y, w: 6, h: 6 });
const saved: SavedLayout = {
  id: 'L1',
  name: 'Morning',
  layout: [item('watchlist')],
  containers: ['watchlist'],
  columnConfigs: {
    watchlist: {
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'targetPrice'],
      columnOrder: ['targetPrice', 'instrument'],
    },
  },
  createdAt: '',
  updatedAt: '',
};
const lastUsed = (ageMs: number): LastUsedLayout => ({
  layout: [item('rebuy')],
  containers: ['rebuy'],
  columnConfigs: {
    rebuy: {
      containerType: 'rebuy',
      selectedColumns: ['instrument', 'livePrice'],
      columnOrder: ['livePrice', 'instrument'],
    },
  },
  timestamp: new Date(NOW - ageMs).toISOString(),
});

describe('layout restore order', () => {
  it('1. takes the current layout from settings, with column configs from the last-used layout', () => {
    const r = chooseLayoutToRestore({
      current: { layout: [item('rebuy'), item('analytics', 6)], containers: ['rebuy', 'analytics'] },
      savedLayouts: [saved],
      activeLayoutId: 'L1',
      lastUsed: lastUsed(LAST_USED_MAX_AGE_MS * 2),
      now: NOW,
    });
    expect(r.source).toBe('current');
    expect(r.containers).toEqual(['rebuy', 'analytics']);
    expect(r.columnConfigs.rebuy?.columnOrder).toEqual(['livePrice', 'instrument', 'actions']);
    expect(r.columnConfigs.analytics?.selectedColumns).toHaveLength(6);
    expect(r.activeLayoutId).toBe('L1');
    expect(r.message).toBeNull();
  });

  it('2. otherwise the active saved layout, with its message', () => {
    const r = chooseLayoutToRestore({
      current: { layout: [], containers: [] },
      savedLayouts: [saved],
      activeLayoutId: 'L1',
      lastUsed: lastUsed(1000),
      now: NOW,
    });
    expect(r.source).toBe('active');
    expect(r.message).toBe('Restored saved layout: "Morning"');
    expect(r.columnConfigs.watchlist?.columnOrder).toEqual(['targetPrice', 'instrument', 'actions']);
    expect(r.activeLayoutId).toBe('L1');
  });

  it('clears an active id that names no saved layout, and goes on to the last-used layout', () => {
    const r = chooseLayoutToRestore({
      current: null,
      savedLayouts: [saved],
      activeLayoutId: 'gone',
      lastUsed: lastUsed(1000),
      now: NOW,
    });
    expect(r.clearActiveId).toBe(true);
    expect(r.source).toBe('last-used');
    expect(r.message).toBe('Last layout configuration restored from backend');
  });

  it('3. takes a last-used layout up to 7 days old', () => {
    expect(
      chooseLayoutToRestore({
        current: null,
        savedLayouts: [],
        activeLayoutId: null,
        lastUsed: lastUsed(LAST_USED_MAX_AGE_MS),
        now: NOW,
      }).source,
    ).toBe('last-used');
  });

  it('ignores an older last-used layout and starts empty', () => {
    const r = chooseLayoutToRestore({
      current: null,
      savedLayouts: [],
      activeLayoutId: null,
      lastUsed: lastUsed(LAST_USED_MAX_AGE_MS + 1),
      now: NOW,
    });
    expect(r.source).toBe('empty');
    expect(r.containers).toEqual([]);
  });
});
