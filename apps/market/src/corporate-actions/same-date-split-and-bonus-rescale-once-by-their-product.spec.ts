import { describe, expect, it } from '@jest/globals';
import { scalingGroups } from './action-groups.js';

describe('a split and a bonus on one ex-date rescale stored prices once, by their product', () => {
  it('BAJFINANCE 16-Jun-2025: bonus 5/1 and split 2/1 make one group of factor 10; a dividend adds nothing', () => {
    const base = { isin: 'INE296A01032', ex_date: '2025-06-16' };
    const groups = scalingGroups([
      { ...base, kind: 'bonus', ratio_numerator: 5, ratio_denominator: 1 },
      { ...base, kind: 'split', ratio_numerator: 2, ratio_denominator: 1 },
      { ...base, kind: 'dividend', ratio_numerator: null, ratio_denominator: null },
      { isin: 'INE002A01018', ex_date: '2024-10-28', kind: 'bonus', ratio_numerator: 2, ratio_denominator: 1 },
    ]);
    expect(groups).toEqual([
      { isin: 'INE296A01032', exDate: '2025-06-16', factor: { numerator: 10, denominator: 1 } },
      { isin: 'INE002A01018', exDate: '2024-10-28', factor: { numerator: 2, denominator: 1 } },
    ]);
  });
});
