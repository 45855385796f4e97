import { describe, expect, it } from 'vitest';
import { dayToInstant, formatDateTime, formatDay, formatShortDateTime, formatTime, todayIst } from './dates';

describe('dates', () => {
  it('formats a bare date as that calendar day', () => {
    expect(formatDay('2026-11-05')).toBe('5 Nov 2026');
  });

  it('formats instants in IST', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDay('2026-11-05T20:00:00.000Z')).toBe('6 Nov 2026');
    expect(formatDateTime('2026-11-05T04:15:00.000Z')).toMatch(/^5 Nov 2026, 9:45\s?am$/i);
    expect(formatTime('2026-11-05T04:15:09.000Z')).toMatch(/^9:45:09\s?am$/i);
    expect(formatShortDateTime('2026-11-05T04:15:00.000Z')).toMatch(/^5 Nov, 9:45\s?am$/i);
  });

  it('shows a dash for missing or broken values', () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay('not a date')).toBe('—');
  });

  it("knows today's IST date and sends a day as IST noon", () => {
    expect(todayIst(new Date('2026-11-05T19:00:00.000Z'))).toBe('2026-11-06');
    expect(dayToInstant('2026-11-06')).toBe('2026-11-06T12:00:00+05:30');
  });
});
