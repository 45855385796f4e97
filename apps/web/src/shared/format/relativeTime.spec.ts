import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';
import { durationText, relativeTime } from './relativeTime';

const now = Date.parse('2026-03-12T10:00:00Z');

describe('relative time', () => {
  it('reads recent moments as minutes, hours and days ago', () => {
    expect(relativeTime(now - 10_000, now)).toBe('just now');
    expect(relativeTime(new Date(now - 5 * 60_000), now)).toBe('5m ago');
    expect(relativeTime('2026-03-12T07:00:00Z', now)).toBe('3h ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now)).toBe('2d ago');
  });

  it('shows a date from a week back, a dash for nothing, and future times as "in"', () => {
    expect(relativeTime('2026-02-01T10:00:00Z', now)).toBe('1 Feb 2026');
    expect(relativeTime(null, now)).toBe('—');
    expect(relativeTime('not a date', now)).toBe('—');
    expect(relativeTime(now + 2 * 3_600_000, now)).toBe('in 2h');
  });

  it('formats durations and date-times', () => {
    expect(durationText(2 * 3_600_000 + 34 * 60_000)).toBe('2h 34m');
    expect(durationText(45 * 60_000 + 59_000)).toBe('45m');
    expect(durationText(27 * 3_600_000)).toBe('1d 3h');
    expect(durationText(30_000)).toBe('<1m');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('2026-03-12T10:00:00Z')).toMatch(/12 Mar 2026/);
  });
});
