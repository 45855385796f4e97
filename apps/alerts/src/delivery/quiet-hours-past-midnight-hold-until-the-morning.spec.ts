import { describe, expect, it } from '@jest/globals';
import { quietHoursEnd } from './quiet-hours.js';

// IST is UTC+05:30: 23:30 IST on 5 Jan is 18:00Z on 5 Jan; 07:00 IST on 6 Jan is 01:30Z on 6 Jan.
describe('quiet hours from 22:00 to 07:00 IST', () => {
  it('hold an alert at 23:30 until 07:00 the next morning', () => {
    expect(quietHoursEnd(new Date('2026-01-05T18:00:00Z'), '22:00', '07:00')?.toISOString()).toBe(
      '2026-01-06T01:30:00.000Z',
    );
  });

  it('hold an alert at 02:00 (after midnight) until 07:00 the same morning', () => {
    // 02:00 IST on 6 Jan is 20:30Z on 5 Jan
    expect(quietHoursEnd(new Date('2026-01-05T20:30:00Z'), '22:00', '07:00')?.toISOString()).toBe(
      '2026-01-06T01:30:00.000Z',
    );
  });

  it('hold from 22:00 itself, and let 07:00 itself through', () => {
    // 22:00 IST on 5 Jan is 16:30Z
    expect(quietHoursEnd(new Date('2026-01-05T16:30:00Z'), '22:00', '07:00')?.toISOString()).toBe(
      '2026-01-06T01:30:00.000Z',
    );
    expect(quietHoursEnd(new Date('2026-01-06T01:30:00Z'), '22:00', '07:00')).toBeNull();
  });

  it('let an alert at noon through', () => {
    // 12:00 IST is 06:30Z
    expect(quietHoursEnd(new Date('2026-01-06T06:30:00Z'), '22:00', '07:00')).toBeNull();
  });
});
