import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dayToInstant,
  formatDateTime,
  formatDay,
  formatDayPadded,
  formatShortDateTime,
  formatTime,
  istDate,
  todayIst,
} from './dates';

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

describe('formatDayPadded', () => {
  it('shows the day in Indian time', () => {
    // 20:00 UTC is already the next day in IST.
    expect(formatDayPadded('2026-03-01T20:00:00.000Z')).toBe('02 Mar 2026');
  });

  it('shows a dash for missing or bad dates', () => {
    expect(formatDayPadded(null)).toBe('—');
    expect(formatDayPadded('not a date')).toBe('—');
  });
});

// Dates are shown in IST whatever zone the browser is set to. The formatters are built when the module
// loads, so each zone loads it afresh: one that fell back to the browser's zone would show 31 Mar.
const ORIGINAL_TZ = process.env.TZ;
const LATE_EVENING_UTC = '2026-03-31T20:00:00Z'; // 1 Apr 2026, 01:30 IST

describe.each(['UTC', 'America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
  'in a browser set to %s',
  (zone) => {
    let dates: typeof import('./dates');
    let relative: typeof import('./relativeTime');
    beforeAll(async () => {
      process.env.TZ = zone;
      vi.resetModules();
      dates = await import('./dates');
      relative = await import('./relativeTime');
    });
    afterAll(() => {
      if (ORIGINAL_TZ === undefined) delete process.env.TZ;
      else process.env.TZ = ORIGINAL_TZ;
      vi.resetModules();
    });

    it('runs in that zone', () => {
      // ICU may name the zone by an alias (Asia/Calcutta), so compare with its own name for it.
      const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(canonical);
    });

    it('shows 20:00 UTC on 31 Mar as 1 Apr, 01:30 IST', () => {
      expect(dates.formatDay(LATE_EVENING_UTC)).toBe('1 Apr 2026');
      expect(dates.formatDayPadded(LATE_EVENING_UTC)).toBe('01 Apr 2026');
      expect(dates.formatDayMonth(LATE_EVENING_UTC)).toBe('1 Apr');
      expect(dates.formatDateTime(LATE_EVENING_UTC)).toMatch(/^1 Apr 2026, 1:30\s?am$/i);
      expect(dates.formatShortDateTime(LATE_EVENING_UTC)).toMatch(/^1 Apr, 1:30\s?am$/i);
      expect(dates.formatTime(LATE_EVENING_UTC)).toMatch(/^1:30:00\s?am$/i);
      expect(dates.istDate(Date.parse(LATE_EVENING_UTC))).toBe('2026-04-01');
      expect(dates.todayIst(new Date(LATE_EVENING_UTC))).toBe('2026-04-01');
    });

    it("reads Kite's zone-less timestamps as IST wall-clock time", () => {
      expect(dates.formatDateTime('2026-11-24 14:39:05')).toMatch(/^24 Nov 2026, 2:39\s?pm$/i);
      expect(dates.instantOf('2026-04-01 01:30:00')?.toISOString()).toBe('2026-03-31T20:00:00.000Z');
    });

    it('keeps a bare calendar day on that day', () => {
      expect(dates.formatDay('2026-03-31')).toBe('31 Mar 2026');
      expect(dates.formatDayPadded('2026-04-01')).toBe('01 Apr 2026');
    });

    it('dates a moment more than a week back by its IST day', () => {
      expect(relative.relativeTime(LATE_EVENING_UTC, Date.parse('2026-04-20T10:00:00Z'))).toBe('1 Apr 2026');
    });
  },
);

it('reads the IST date of an instant', () => {
  expect(istDate(Date.parse('2026-06-10T20:00:00Z'))).toBe('2026-06-11');
});
