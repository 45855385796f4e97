import { describe, expect, it } from '@jest/globals';
import { calendar, ist, statusAt } from './testing/ist.js';
import { nextClose, nextOpen } from './next-open-close.js';
import { istIso } from './ist-time.js';

describe('next open and next close across weekends and holidays', () => {
  it('skips Good Friday and the weekend: Thursday 2 April 2026 after the close opens on Monday 6 April', () => {
    expect(statusAt('NSE', '2026-04-02T15:45:00')).toMatchObject({
      state: 'closed',
      next_open: '2026-04-06T09:15:00+05:30',
      next_close: '2026-04-06T15:30:00+05:30',
    });
  });

  it('skips Christmas and the weekend: Thursday 24 December 2026 opens next on Monday 28 December', () => {
    expect(statusAt('BSE', '2026-12-24T18:00:00').next_open).toBe('2026-12-28T09:15:00+05:30');
    expect(statusAt('MCX', '2026-12-24T23:56:00').next_open).toBe('2026-12-28T09:00:00+05:30');
  });

  it('while open, the next close is today and the next open the next trading morning', () => {
    expect(statusAt('NSE', '2026-11-20T11:00:00')).toMatchObject({
      state: 'open',
      next_close: '2026-11-20T15:30:00+05:30',
      next_open: '2026-11-23T09:15:00+05:30',
    });
  });

  it('crosses into the next year on 31 December', () => {
    expect(statusAt('NSE', '2026-12-31T16:00:00').next_open).toBe('2027-01-01T09:15:00+05:30');
  });

  it('knows nothing after the last year of the calendar', () => {
    const late = ist('2027-12-31T16:00:00');
    expect(nextOpen(calendar, 'NSE', late)).toBeNull();
    expect(nextClose(calendar, 'NSE', late)).toBeNull();
    expect(istIso(nextClose(calendar, 'NSE', ist('2027-12-31T10:00:00'))!)).toBe('2027-12-31T15:30:00+05:30');
  });
});
