import { describe, expect, it } from 'vitest';
import { timeRangeLabel } from './months';

describe('the time range caption', () => {
  it('says "1 month" in the singular and counts every other range in months', () => {
    expect(timeRangeLabel(1)).toBe('Time Range: 1 month');
    expect(timeRangeLabel(2)).toBe('Time Range: 2 months');
    expect(timeRangeLabel(12)).toBe('Time Range: 12 months');
    expect(timeRangeLabel(60)).toBe('Time Range: 60 months');
  });
});
