import { describe, expect, it } from 'vitest';
import { dayRunText, missingDaysText } from './missingDays';

describe('missing days', () => {
  it('reads a run within one year with the year once, in IST day and month names', () => {
    expect(dayRunText({ from: '2026-03-12', to: '2026-03-18' })).toBe('12 Mar – 18 Mar 2026');
  });

  it('gives both years when a run crosses the new year, and a single day once', () => {
    expect(dayRunText({ from: '2025-12-29', to: '2026-01-02' })).toBe('29 Dec 2025 – 2 Jan 2026');
    expect(dayRunText({ from: '2026-03-12', to: '2026-03-12' })).toBe('12 Mar 2026');
  });

  it('names every run in one sentence, and nothing when no day is missing', () => {
    expect(
      missingDaysText([
        { from: '2026-03-12', to: '2026-03-18' },
        { from: '2026-04-01', to: '2026-04-01' },
      ]),
    ).toBe('Kite could not be reached: 12 Mar – 18 Mar 2026, 1 Apr 2026 not loaded. Showing stored candles.');
    expect(missingDaysText([])).toBeNull();
    expect(missingDaysText(undefined)).toBeNull();
  });
});
