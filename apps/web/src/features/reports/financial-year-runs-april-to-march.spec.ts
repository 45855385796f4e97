import { describe, expect, it } from 'vitest';
import { financialYearChoices, financialYearLabel, financialYearOf, previousFinancialYear } from './financialYear';

describe('financial years', () => {
  it('turn on 1 April', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2026-11-24')).toBe('2026-27');
  });

  it('write the century turn with two digits', () => {
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    expect(previousFinancialYear('2000-01')).toBe('1999-00');
  });

  it('offer the current year first, then earlier ones', () => {
    expect(financialYearChoices('2026-02-10', 4)).toEqual(['2025-26', '2024-25', '2023-24', '2022-23']);
  });

  it('name the dates a year covers', () => {
    expect(financialYearLabel('2025-26')).toBe('FY 2025-26 (1 Apr 2025 to 31 Mar 2026)');
  });
});
