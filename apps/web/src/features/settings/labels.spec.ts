import { describe, expect, it } from 'vitest';
import { COLUMN_SETS, TABLE_NAMES } from '@app/contracts/settings/constants';
import { columnLabel, containerIdLabel, describeCondition, TABLE_CONTAINER } from './labels';

describe('settings labels', () => {
  it('labels every column of every column set', () => {
    for (const set of Object.values(COLUMN_SETS)) for (const c of set.columns) expect(columnLabel(c)).not.toBe(c);
  });

  it('maps every table to a container with a column set', () => {
    for (const t of TABLE_NAMES) expect(COLUMN_SETS[TABLE_CONTAINER[t]]).toBeDefined();
  });

  it('describes conditions with signs, and between with both bounds', () => {
    expect(
      describeCondition({ condition_column: 'profitLoss', condition_type: 'greater_than', condition_value: 5000 }),
    ).toBe('P&L Cash > 5000');
    expect(
      describeCondition({
        condition_column: 'lossPercent',
        condition_type: 'between',
        condition_value: 5,
        condition_value_max: 10,
      }),
    ).toBe('Loss % between 5 and 10');
  });

  it('names container ids, with their suffix number', () => {
    expect(containerIdLabel('live-portfolio')).toBe('Live Portfolio');
    expect(containerIdLabel('loss-cover')).toBe('Loss Cover');
    expect(containerIdLabel('watchlist-2')).toBe('Watchlist 2');
    expect(containerIdLabel('custom-thing')).toBe('custom-thing');
  });
});
