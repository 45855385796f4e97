import { describe, expect, it } from '@jest/globals';
import { periodStart, spanStart } from './return-periods.js';

describe('return periods', () => {
  it('starts trailing periods the day after the same date back', () => {
    expect(periodStart('1M', '2026-03-15')).toBe('2026-02-16');
    // 31 May less three months is 28 February (2026 is not a leap year), so the span starts 1 March.
    expect(periodStart('3M', '2026-05-31')).toBe('2026-03-01');
    expect(periodStart('6M', '2026-11-24')).toBe('2026-05-25');
    expect(periodStart('1Y', '2024-02-29')).toBe('2023-03-01');
    expect(periodStart('3Y', '2026-11-24')).toBe('2023-11-25');
    expect(periodStart('5Y', '2026-11-24')).toBe('2021-11-25');
  });

  it('starts YTD on 1 January and FY on 1 April of the year in progress', () => {
    expect(periodStart('YTD', '2026-11-24')).toBe('2026-01-01');
    expect(periodStart('FY', '2026-11-24')).toBe('2026-04-01');
    // 10 February 2026 falls in FY 2025-26.
    expect(periodStart('FY', '2026-02-10')).toBe('2025-04-01');
    expect(periodStart('MAX', '2026-11-24')).toBeNull();
  });

  it('starts a span at the first flow when that is later than the period’s start', () => {
    expect(spanStart('1Y', '2026-11-24', '2026-06-01')).toBe('2026-06-01');
    expect(spanStart('1Y', '2026-11-24', '2020-06-01')).toBe('2025-11-25');
    expect(spanStart('MAX', '2026-11-24', '2020-06-01')).toBe('2020-06-01');
  });
});
