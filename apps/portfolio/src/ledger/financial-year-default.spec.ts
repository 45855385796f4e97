import { describe, expect, it } from '@jest/globals';
import { financialYearOf } from './indian-fy.js';

describe('the Indian financial year of a day', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf('2026-11-24')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearOf('2027-02-10')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearOf('2026-04-01')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearOf('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });
});
