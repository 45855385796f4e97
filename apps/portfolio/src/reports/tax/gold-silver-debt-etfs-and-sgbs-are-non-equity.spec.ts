import { describe, expect, it } from '@jest/globals';
import { isNonEquity, nonEquityLongTermMonths } from './tax-sections.js';

describe('non-equity units', () => {
  it('are SGBs by their -GB suffix, and INF units whose symbol names gold, silver or debt', () => {
    expect(isNonEquity('IN0020230085', 'SGBDEC2331-GB')).toBe(true);
    expect(isNonEquity('INF204KB17I5', 'GOLDBEES')).toBe(true);
    expect(isNonEquity('INF204KC1402', 'SILVERBEES')).toBe(true);
    expect(isNonEquity('INF732E01037', 'LIQUIDBEES')).toBe(true);
    expect(isNonEquity('INF754K01LB3', 'EBBETF0431')).toBe(true);
  });

  it('leave equity ETFs and shares as equity', () => {
    expect(isNonEquity('INF204KB14I2', 'NIFTYBEES')).toBe(false);
    expect(isNonEquity('INE009A01021', 'INFY')).toBe(false);
    // A share whose name merely contains GOLD is not a fund: the INF prefix is required.
    expect(isNonEquity('INE123A01016', 'GOLDIAM')).toBe(false);
  });

  it('turn long-term after 36 months before 23 July 2024, 12 months from it; debt bought from April 2023 never', () => {
    expect(nonEquityLongTermMonths('GOLDBEES', '2020-01-01', '2024-07-22')).toBe(36);
    expect(nonEquityLongTermMonths('GOLDBEES', '2020-01-01', '2024-07-23')).toBe(12);
    expect(nonEquityLongTermMonths('SGBDEC2331-GB', '2020-01-01', '2023-01-01')).toBe(12);
    expect(nonEquityLongTermMonths('LIQUIDBEES', '2023-04-01', '2026-01-01')).toBe(Infinity);
  });
});
