import { describe, expect, it } from '@jest/globals';
import { stateAt } from './testing/ist.js';

// The days of MCX's own notices (12 and 16 Jan 2026, 29 Jan 2025) and its 2025 list, as public copies give them.
describe('MCX on the 2026 election and Budget days, and on its 2025 holidays', () => {
  it('shuts the morning and trades the evening on 15 January 2026 (Maharashtra civic elections)', () => {
    expect(stateAt('NSE', '2026-01-15T10:00:00')).toBe('closed');
    expect(stateAt('MCX', '2026-01-15T10:00:00')).toBe('closed');
    expect(stateAt('MCX', '2026-01-15T17:00:00')).toBe('open');
    expect(stateAt('MCX', '2026-01-15T23:54:59')).toBe('open');
  });

  it('trades 09:00-17:00 on Sunday 1 February 2026, the Budget, and on Saturday 1 February 2025', () => {
    for (const date of ['2026-02-01', '2025-02-01']) {
      expect(stateAt('MCX', `${date}T08:59:00`)).toBe('pre-open');
      expect(stateAt('MCX', `${date}T09:00:00`)).toBe('open');
      expect(stateAt('MCX', `${date}T16:59:59`)).toBe('open');
      expect(stateAt('MCX', `${date}T17:00:00`)).toBe('closed');
    }
    expect(stateAt('NSE', '2025-02-01T10:00:00')).toBe('open');
  });

  it('keeps the evening on the 2025 holidays MCX lists so, and shuts the day on the full ones', () => {
    for (const date of ['2025-02-26', '2025-04-10', '2025-04-14', '2025-05-01', '2025-08-27', '2025-10-22']) {
      expect(stateAt('MCX', `${date}T10:00:00`)).toBe('closed');
      expect(stateAt('MCX', `${date}T18:00:00`)).toBe('open');
    }
    for (const date of ['2025-04-18', '2025-08-15', '2025-10-02', '2025-12-25']) {
      expect(stateAt('MCX', `${date}T10:00:00`)).toBe('closed');
      expect(stateAt('MCX', `${date}T18:00:00`)).toBe('closed');
    }
    expect(stateAt('MCX', '2025-01-01T10:00:00')).toBe('open');
    expect(stateAt('MCX', '2025-01-01T18:00:00')).toBe('closed');
  });

  it('trades only the Muhurat hour on Diwali, 21 October 2025', () => {
    expect(stateAt('MCX', '2025-10-21T10:00:00')).toBe('closed');
    expect(stateAt('MCX', '2025-10-21T14:00:00')).toBe('open');
    expect(stateAt('MCX', '2025-10-21T18:00:00')).toBe('closed');
  });
});
