import { describe, expect, it } from '@jest/globals';
import { isUsExchangeHoliday } from './us-exchange-holidays.js';

describe('US exchange holidays NYMEX skips', () => {
  it('knows the moving ones: Thanksgiving, Good Friday, Memorial Day, Labor Day', () => {
    expect(isUsExchangeHoliday('2024-11-28')).toBe(true);
    expect(isUsExchangeHoliday('2026-11-26')).toBe(true);
    expect(isUsExchangeHoliday('2025-04-18')).toBe(true);
    expect(isUsExchangeHoliday('2026-04-03')).toBe(true);
    expect(isUsExchangeHoliday('2026-05-25')).toBe(true);
    expect(isUsExchangeHoliday('2024-09-02')).toBe(true);
  });

  it('moves a fixed holiday on a weekend to the nearest weekday', () => {
    expect(isUsExchangeHoliday('2024-12-25')).toBe(true);
    expect(isUsExchangeHoliday('2027-12-24')).toBe(true);
    expect(isUsExchangeHoliday('2026-07-03')).toBe(true);
    expect(isUsExchangeHoliday('2027-07-05')).toBe(true);
  });

  it('leaves ordinary days alone: the day after Thanksgiving trades', () => {
    expect(isUsExchangeHoliday('2024-11-29')).toBe(false);
    expect(isUsExchangeHoliday('2026-11-25')).toBe(false);
    expect(isUsExchangeHoliday('2026-12-24')).toBe(false);
  });
});
