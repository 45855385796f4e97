import { describe, expect, it } from '@jest/globals';
import { columnConfigForPathProblems } from './column-config-rules.js';

const rebuy = {
  containerType: 'rebuy' as const,
  selectedColumns: ['instrument', 'actions', 'sellPrice'],
  columnOrder: ['sellPrice', 'instrument', 'actions'],
};

describe('a column config saved under a container type', () => {
  it('is accepted under its own type', () => {
    expect(columnConfigForPathProblems('rebuy', rebuy)).toEqual([]);
  });

  it('is refused under another type, before its columns are checked', () => {
    expect(columnConfigForPathProblems('watchlist', rebuy)).toEqual([
      { field: 'containerType', errors: ['containerType must match the path'] },
    ]);
  });

  it('still passes the column rules under its own type', () => {
    expect(columnConfigForPathProblems('rebuy', { ...rebuy, columnOrder: ['instrument', 'actions'] })).toEqual([
      { field: 'columnOrder', errors: ['columnOrder must list exactly the selected columns'] },
    ]);
  });
});
