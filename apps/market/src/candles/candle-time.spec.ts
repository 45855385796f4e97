import { describe, expect, it } from '@jest/globals';
import { candleTimestamp, istDate, parseRequestDate, sessionMinutes } from './candle-time.js';
import { addDays, previousWeekday, weekdaysDescending } from './trading-days.js';

describe('request dates', () => {
  it('reads dates and date-times as IST unless they carry a zone', () => {
    expect(parseRequestDate('2026-03-02')!.toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(parseRequestDate('2026-03-02 09:15:00')!.toISOString()).toBe('2026-03-02T03:45:00.000Z');
    expect(parseRequestDate('2026-03-02T09:15:00Z')!.toISOString()).toBe('2026-03-02T09:15:00.000Z');
  });

  it('refuses impossible dates instead of rolling them over', () => {
    expect(parseRequestDate('2026-02-30')).toBeNull();
    expect(parseRequestDate('2026-13-01')).toBeNull();
    expect(parseRequestDate('2026-02-28')).not.toBeNull();
  });

  it("formats candle times like Kite and knows each exchange's session", () => {
    expect(candleTimestamp('2026-03-02', 555)).toBe('2026-03-02T09:15:00+0530');
    expect(istDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(sessionMinutes('NSE')).toEqual({ startMinute: 555, endMinute: 930 });
    expect(sessionMinutes('MCX')).toEqual({ startMinute: 540, endMinute: 1410 });
  });
});

describe('trading days', () => {
  it('skips weekends', () => {
    expect(weekdaysDescending('2026-11-19', '2026-11-23')).toEqual(['2026-11-23', '2026-11-20', '2026-11-19']);
    expect(previousWeekday('2026-11-23')).toBe('2026-11-20');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
