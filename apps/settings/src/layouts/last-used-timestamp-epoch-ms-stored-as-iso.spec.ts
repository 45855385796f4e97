import { describe, expect, it } from '@jest/globals';
import { lastUsedTimestamp } from './last-used-timestamp.js';

const now = new Date('2026-03-02T04:05:06.789Z');

describe('the last-used layout timestamp', () => {
  it('given as epoch milliseconds is stored as the same instant in ISO form', () => {
    // 1 March 2026 10:30 IST = 05:00 UTC = 1772341200000 ms after the epoch.
    expect(lastUsedTimestamp(1_772_341_200_000, now)).toBe('2026-03-01T05:00:00.000Z');
  });

  it('given as an ISO string is kept as given', () => {
    expect(lastUsedTimestamp('2026-03-01T10:30:00+05:30', now)).toBe('2026-03-01T10:30:00+05:30');
  });

  it('left out is now', () => {
    expect(lastUsedTimestamp(undefined, now)).toBe('2026-03-02T04:05:06.789Z');
  });
});
