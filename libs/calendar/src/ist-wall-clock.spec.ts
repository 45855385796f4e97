import { describe, expect, it } from '@jest/globals';
import { addDays, istInstant, istIso, isCalendarDate, tradingDayOf } from './ist-time.js';

const ist = (local: string): Date => new Date(`${local}+05:30`);

describe('IST wall-clock arithmetic', () => {
  it('takes the IST calendar date, which starts at 18:30 UTC the day before', () => {
    expect(tradingDayOf(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(tradingDayOf(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(tradingDayOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(tradingDayOf(ist('2026-11-23T23:59:59'))).toBe('2026-11-23');
  });

  it('builds instants from IST dates and minutes and writes them with +05:30', () => {
    expect(istInstant('2026-01-26', 9 * 60 + 15).toISOString()).toBe('2026-01-26T03:45:00.000Z');
    expect(istInstant('2026-01-01', 2 * 60).toISOString()).toBe('2025-12-31T20:30:00.000Z');
    expect(istIso(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23T00:00:00+05:30');
  });

  it('steps dates across months, leap days and years, and knows a real date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
  });
});
