import { describe, expect, it } from '@jest/globals';
import { istDay } from './ist-day.js';

describe('the IST day of an instant', () => {
  it('is the next calendar day from 18:30 UTC on', () => {
    expect(istDay('2026-11-11T18:29:59.999Z')).toBe('2026-11-11');
    expect(istDay('2026-11-11T18:30:00.000Z')).toBe('2026-11-12');
    expect(istDay('2026-11-11T23:46:00.000Z')).toBe('2026-11-12');
  });

  it('reads offsets, epoch milliseconds and Date objects alike', () => {
    expect(istDay('2026-11-12T05:16:00+05:30')).toBe('2026-11-12');
    expect(istDay(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(istDay(new Date('2026-02-28T19:00:00Z'))).toBe('2026-03-01');
  });

  it('keeps a bare date as the day it names', () => {
    expect(istDay('2026-11-11')).toBe('2026-11-11');
  });

  it('has no day for a missing or unreadable value', () => {
    for (const v of [null, undefined, '', 'garbage', Number.NaN]) expect(istDay(v)).toBeNull();
  });
});
