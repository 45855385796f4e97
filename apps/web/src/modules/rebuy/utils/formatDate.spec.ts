import { describe, expect, it } from 'vitest';
import { formatDay } from './formatDate';

describe('formatDay', () => {
  it('shows the day in Indian time', () => {
    // 20:00 UTC is already the next day in IST.
    expect(formatDay('2026-03-01T20:00:00.000Z')).toBe('02 Mar 2026');
  });

  it('shows a dash for missing or bad dates', () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay('not a date')).toBe('—');
  });
});
