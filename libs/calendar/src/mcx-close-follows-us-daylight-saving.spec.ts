import { describe, expect, it } from '@jest/globals';
import { isUsDaylightSaving, mcxClose } from './us-dst.js';
import { stateAt, statusAt } from './testing/ist.js';

// 2026-07-15 and 2026-12-16 are Wednesdays.
describe("MCX's close follows US daylight saving", () => {
  it('closes at 23:30 while the US is on daylight saving (July)', () => {
    expect(stateAt('MCX', '2026-07-15T23:29:59')).toBe('open');
    expect(stateAt('MCX', '2026-07-15T23:30:00')).toBe('closed');
    expect(statusAt('MCX', '2026-07-15T12:00:00').next_close).toBe('2026-07-15T23:30:00+05:30');
  });

  it('closes at 23:55 otherwise (December)', () => {
    expect(stateAt('MCX', '2026-12-16T23:30:00')).toBe('open');
    expect(stateAt('MCX', '2026-12-16T23:54:59')).toBe('open');
    expect(stateAt('MCX', '2026-12-16T23:55:00')).toBe('closed');
    expect(statusAt('MCX', '2026-12-16T12:00:00').next_close).toBe('2026-12-16T23:55:00+05:30');
  });

  it('switches on the US dates: Friday before and Monday after each change', () => {
    // 2026: DST runs from Sunday 8 March to Sunday 1 November.
    expect(stateAt('MCX', '2026-03-06T23:40:00')).toBe('open');
    expect(stateAt('MCX', '2026-03-09T23:40:00')).toBe('closed');
    expect(stateAt('MCX', '2026-10-30T23:40:00')).toBe('closed');
    expect(stateAt('MCX', '2026-11-02T23:40:00')).toBe('open');
  });

  it('runs from the second Sunday of March to the first Sunday of November', () => {
    expect(isUsDaylightSaving('2026-03-07')).toBe(false);
    expect(isUsDaylightSaving('2026-03-08')).toBe(true);
    expect(isUsDaylightSaving('2026-10-31')).toBe(true);
    expect(isUsDaylightSaving('2026-11-01')).toBe(false);
    // 2027: 14 March to 7 November.
    expect(isUsDaylightSaving('2027-03-13')).toBe(false);
    expect(isUsDaylightSaving('2027-03-14')).toBe(true);
    expect(isUsDaylightSaving('2027-11-06')).toBe(true);
    expect(isUsDaylightSaving('2027-11-07')).toBe(false);
    expect(mcxClose('2027-07-01')).toBe(23 * 60 + 30);
  });
});
