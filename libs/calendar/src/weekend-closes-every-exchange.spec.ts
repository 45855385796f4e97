import { describe, expect, it } from '@jest/globals';
import { calendar, ist, stateAt, statusAt } from './testing/ist.js';

// 2026-11-21 and 2026-11-22 are a Saturday and a Sunday; 2026-11-23 is a Monday.
describe('weekends', () => {
  it.each(['NSE', 'BSE', 'NFO', 'BFO', 'MCX', 'CDS'])('%s is closed all Saturday and Sunday', (exchange) => {
    for (const day of ['2026-11-21', '2026-11-22']) {
      for (const time of ['00:00:00', '09:00:00', '10:30:00', '20:00:00', '23:59:59']) {
        expect(stateAt(exchange, `${day}T${time}`)).toBe('closed');
      }
    }
  });

  it('says "Weekend" and opens again on Monday', () => {
    expect(statusAt('NSE', '2026-11-21T11:00:00')).toMatchObject({
      state: 'closed',
      reason: 'Weekend',
      holiday: null,
      next_open: '2026-11-23T09:15:00+05:30',
      next_close: '2026-11-23T15:30:00+05:30',
    });
    expect(statusAt('MCX', '2026-11-22T11:00:00').next_open).toBe('2026-11-23T09:00:00+05:30');
  });

  it('treats Friday 23:00 UTC as Saturday in IST, and Sunday 20:00 UTC as Monday 01:30 IST', () => {
    expect(calendar.sessionOf('MCX', new Date('2026-11-20T17:00:00Z'))).toBe('open'); // Friday 22:30 IST
    expect(calendar.sessionOf('MCX', new Date('2026-11-20T23:00:00Z'))).toBe('closed'); // Saturday 04:30 IST
    expect(calendar.sessionOf('NSE', new Date('2026-11-22T20:00:00Z'))).toBe('closed'); // Monday 01:30 IST
  });

  it('names a holiday that falls on a weekend rather than "Weekend"', () => {
    expect(statusAt('NSE', '2026-08-15T10:00:00')).toMatchObject({ reason: 'Independence Day' });
  });

  it('opens every exchange at any hour, weekends included, when alwaysOpen is set', () => {
    for (const instant of [ist('2026-11-22T03:00:00'), ist('2026-11-23T16:00:00'), ist('2026-01-26T10:00:00')]) {
      for (const exchange of ['NSE', 'BSE', 'NFO', 'MCX', 'CDS']) {
        expect(calendar.sessionOf(exchange, instant, { alwaysOpen: true })).toBe('open');
        expect(calendar.isTrading(exchange, instant, { alwaysOpen: true })).toBe(true);
      }
    }
  });
});
