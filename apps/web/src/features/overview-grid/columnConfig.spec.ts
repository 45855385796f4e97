import { describe, expect, it } from 'vitest';
import { canSaveColumns, defaultColumnConfig, moveColumn, normaliseColumnConfig, toggleColumn } from './columnConfig';

describe('column configuration', () => {
  it('starts from the type defaults', () => {
    expect(defaultColumnConfig('live-portfolio').columnOrder).toEqual([
      'name',
      'amount',
      'profitLoss',
      'profitLossPercent',
      'actions',
    ]);
    expect(defaultColumnConfig('analytics').selectedColumns).toHaveLength(6);
  });

  it('toggles optional columns and never turns a required one off', () => {
    const base = defaultColumnConfig('watchlist');
    const off = toggleColumn(base, 'livePrice');
    expect(off.selectedColumns).toEqual(['instrument', 'targetPrice', 'difference', 'actions']);
    expect(toggleColumn(off, 'instrument')).toBe(off);
    expect(toggleColumn(off, 'livePrice').columnOrder).toEqual([
      'instrument',
      'targetPrice',
      'difference',
      'actions',
      'livePrice',
    ]);
    expect(toggleColumn(off, 'nope')).toBe(off);
  });

  it('reorders by moving a column', () => {
    const c = moveColumn(defaultColumnConfig('loss-cover'), 'cashLoss', 1);
    expect(c.columnOrder).toEqual(['instrument', 'cashLoss', 'lossPercent', 'livePrice']);
    expect(c.selectedColumns).toEqual(c.columnOrder);
  });

  it('cleans stored configs: unknown columns out, required in, order = selection', () => {
    const c = normaliseColumnConfig('rebuy', {
      selectedColumns: ['sellPrice', 'bogus', 'livePrice'],
      columnOrder: ['livePrice', 'sellPrice', 'livePrice'],
    });
    expect(c.columnOrder).toEqual(['livePrice', 'sellPrice', 'instrument', 'actions']);
    expect(normaliseColumnConfig('rebuy', null)).toEqual(defaultColumnConfig('rebuy'));
  });

  it('cannot save with nothing selected', () => {
    expect(canSaveColumns({ containerType: 'analytics', selectedColumns: [], columnOrder: [] })).toBe(false);
    expect(canSaveColumns(defaultColumnConfig('analytics'))).toBe(true);
  });
});
