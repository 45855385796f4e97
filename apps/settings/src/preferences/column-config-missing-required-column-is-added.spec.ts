import { describe, expect, it } from '@jest/globals';
import { COLUMN_SETS } from '@app/contracts';
import { columnConfigProblems } from './column-config-rules.js';
import { withRequiredColumns } from './column-config-completion.js';

describe('a column configuration that leaves out a required column', () => {
  it("gets Actions added last to the watchlist's default of its first four columns", () => {
    const firstFour = COLUMN_SETS.watchlist.columns.slice(0, 4);
    const completed = withRequiredColumns({
      containerType: 'watchlist',
      selectedColumns: firstFour,
      columnOrder: firstFour,
    });
    expect(completed).toEqual({
      containerType: 'watchlist',
      selectedColumns: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
      columnOrder: ['instrument', 'livePrice', 'targetPrice', 'difference', 'actions'],
    });
    expect(columnConfigProblems(completed)).toEqual([]);
  });

  it('gets the leading name column put first and Actions last', () => {
    expect(
      withRequiredColumns({
        containerType: 'live-portfolio',
        selectedColumns: ['amount', 'profitLoss'],
        columnOrder: ['profitLoss', 'amount'],
      }),
    ).toEqual({
      containerType: 'live-portfolio',
      selectedColumns: ['amount', 'profitLoss', 'name', 'actions'],
      columnOrder: ['name', 'profitLoss', 'amount', 'actions'],
    });
  });

  it('keeps a required column the order already places where it is', () => {
    expect(
      withRequiredColumns({
        containerType: 'watchlist',
        selectedColumns: ['livePrice', 'actions'],
        columnOrder: ['livePrice', 'instrument', 'actions'],
      }),
    ).toEqual({
      containerType: 'watchlist',
      selectedColumns: ['livePrice', 'actions', 'instrument'],
      columnOrder: ['livePrice', 'instrument', 'actions'],
    });
  });

  it('leaves a complete configuration as it is', () => {
    const config = {
      containerType: 'watchlist',
      selectedColumns: ['actions', 'instrument'],
      columnOrder: ['instrument', 'actions'],
    };
    expect(withRequiredColumns(config)).toBe(config);
  });

  it('still leaves unknown columns, an empty choice and an unknown container for the rules to refuse', () => {
    const unknown = withRequiredColumns({
      containerType: 'watchlist',
      selectedColumns: ['bogus'],
      columnOrder: ['bogus'],
    });
    expect(columnConfigProblems(unknown).map((p) => p.errors.join())).toEqual(['unknown columns: bogus']);
    const empty = { containerType: 'watchlist', selectedColumns: [], columnOrder: [] };
    expect(withRequiredColumns(empty)).toBe(empty);
    const orders = { containerType: 'orders', selectedColumns: ['id'], columnOrder: ['id'] };
    expect(withRequiredColumns(orders)).toBe(orders);
  });
});
