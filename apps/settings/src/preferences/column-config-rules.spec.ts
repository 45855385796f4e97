import { describe, expect, it } from '@jest/globals';
import { columnConfigProblems } from './column-config-rules.js';

const fields = (c: Parameters<typeof columnConfigProblems>[0]) =>
  columnConfigProblems(c).map((p) => `${p.field}: ${p.errors.join('; ')}`);

describe('columnConfigProblems', () => {
  it('accepts the required columns in any order', () => {
    expect(
      fields({
        containerType: 'watchlist',
        selectedColumns: ['instrument', 'actions', 'livePrice'],
        columnOrder: ['livePrice', 'instrument', 'actions'],
      }),
    ).toEqual([]);
  });

  it('refuses unknown, repeated and missing required columns', () => {
    expect(
      fields({
        containerType: 'watchlist',
        selectedColumns: ['instrument', 'actions', 'bogus'],
        columnOrder: ['instrument', 'actions', 'bogus'],
      }),
    ).toEqual(['selectedColumns: unknown columns: bogus']);
    expect(
      fields({
        containerType: 'watchlist',
        selectedColumns: ['instrument', 'instrument', 'actions'],
        columnOrder: ['instrument', 'instrument', 'actions'],
      }),
    ).toEqual(['selectedColumns: columns must not repeat']);
    expect(fields({ containerType: 'live-portfolio', selectedColumns: ['amount'], columnOrder: ['amount'] })).toEqual([
      'selectedColumns: required columns missing: name, actions',
    ]);
  });

  it('needs at least one column, a known container, and an order that rearranges the selection', () => {
    expect(fields({ containerType: 'watchlist', selectedColumns: [], columnOrder: [] })).toEqual([
      'selectedColumns: Select at least one column',
    ]);
    expect(fields({ containerType: 'orders', selectedColumns: ['x'], columnOrder: ['x'] })[0]).toMatch(
      /^containerType/,
    );
    expect(
      fields({
        containerType: 'analytics',
        selectedColumns: ['tradingsymbol', 'livePrice'],
        columnOrder: ['tradingsymbol'],
      }),
    ).toEqual(['columnOrder: columnOrder must list exactly the selected columns']);
    expect(
      fields({ containerType: 'analytics', selectedColumns: ['tradingsymbol'], columnOrder: ['livePrice'] }),
    ).toEqual(['columnOrder: columnOrder must list exactly the selected columns']);
  });
});
