import { describe, expect, it } from 'vitest';
import { COLUMN_SETS } from '@app/contracts/settings/constants';
import { COLUMN_DESCRIPTIONS, columnLabel, highestPriceLabel } from './columnDefinitions';

describe('one label per column', () => {
  it('labels and describes every column of every column set', () => {
    for (const [type, set] of Object.entries(COLUMN_SETS)) {
      for (const c of set.columns) {
        expect(columnLabel(c), `${type}.${c}`).not.toBe(c);
        expect(COLUMN_DESCRIPTIONS[type as keyof typeof COLUMN_SETS][c], `${type}.${c}`).toMatch(/\S/);
      }
    }
  });

  it("reads the spec's column set labels to the letter", () => {
    expect(columnLabel('profitLoss')).toBe('P&L Cash');
    expect(columnLabel('profitLossPercent')).toBe('P&L %');
    expect(columnLabel('highestPrice')).toBe('Highest (12M)');
    expect(columnLabel('lowestAfterHigh')).toBe('Lowest After Peak');
    expect(columnLabel('percentFromLowest')).toBe('Performance vs Low');
    expect(columnLabel('percentBelowHigh')).toBe('Performance vs High');
  });

  it('names the columns the issue found named three ways after their ids', () => {
    expect(['name', 'amount', 'targetPrice', 'difference'].map(columnLabel)).toEqual([
      'Name',
      'Amount',
      'Target Price',
      'Difference',
    ]);
  });

  it('gives the highest-price header of the default year the same label', () => {
    expect(highestPriceLabel(12)).toBe(columnLabel('highestPrice'));
    expect(highestPriceLabel(24)).toBe('Highest (24M)');
  });
});
