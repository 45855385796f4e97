import { describe, expect, it } from '@jest/globals';
import { stateAt, statusAt } from './testing/ist.js';

describe('a 2026 NSE trading holiday (NSE/CMTR/71775)', () => {
  it('closes NSE and its F&O segment all day on Republic Day, Monday 26 January 2026', () => {
    for (const exchange of ['NSE', 'NFO', 'BSE', 'BFO']) {
      for (const time of ['09:00', '09:10', '09:15', '12:00', '15:29']) {
        expect(stateAt(exchange, `2026-01-26T${time}:00`)).toBe('closed');
      }
    }
  });

  it('gives the holiday by name as the reason and the holiday', () => {
    const status = statusAt('NSE', '2026-01-26T11:00:00');
    expect(status).toMatchObject({ state: 'closed', reason: 'Republic Day', holiday: 'Republic Day' });
    expect(status.next_open).toBe('2026-01-27T09:15:00+05:30');
    expect(status.next_close).toBe('2026-01-27T15:30:00+05:30');
  });

  it('closes on Prakash Gurpurb, Tuesday 24 November 2026, and reopens the next morning', () => {
    const status = statusAt('NSE', '2026-11-24T10:00:00');
    expect(status).toMatchObject({ state: 'closed', holiday: 'Prakash Gurpurb Sri Guru Nanak Dev' });
    expect(status.next_open).toBe('2026-11-25T09:15:00+05:30');
  });

  it('also closes on the day added by circular NSE/CMTR/72260 (15 January 2026, civic elections)', () => {
    expect(statusAt('NSE', '2026-01-15T10:00:00')).toMatchObject({
      state: 'closed',
      holiday: 'Municipal Corporation elections in Maharashtra',
    });
  });

  it('trades as usual the day before and after', () => {
    expect(stateAt('NSE', '2026-01-23T10:00:00')).toBe('open');
    expect(stateAt('NSE', '2026-01-27T10:00:00')).toBe('open');
    expect(statusAt('NSE', '2026-01-27T10:00:00')).toMatchObject({ reason: null, holiday: null });
  });

  it('keeps currency derivatives closed on their cash market holidays', () => {
    expect(stateAt('CDS', '2026-01-26T10:00:00')).toBe('closed');
    expect(stateAt('CDS', '2026-01-27T10:00:00')).toBe('open');
  });
});
