import { describe, expect, it } from '@jest/globals';
import { accessTokenExpiry } from './access-token-expiry.js';

describe('a Kite access token expires at the next 06:00 IST', () => {
  it('a login at 10:00 IST lasts until 06:00 IST the next day', () => {
    // 10:00 IST on 24 Nov 2026 is 04:30 UTC; 06:00 IST on the 25th is 00:30 UTC on the 25th.
    expect(accessTokenExpiry(new Date('2026-11-24T04:30:00Z')).toISOString()).toBe('2026-11-25T00:30:00.000Z');
  });
  it('a login at 05:59 IST expires a minute later', () => {
    expect(accessTokenExpiry(new Date('2026-11-24T00:29:00Z')).toISOString()).toBe('2026-11-24T00:30:00.000Z');
  });
  it('a login at exactly 06:00 IST lasts a whole day', () => {
    expect(accessTokenExpiry(new Date('2026-11-24T00:30:00Z')).toISOString()).toBe('2026-11-25T00:30:00.000Z');
  });
  it('a login at 23:50 IST on the last day of a month expires on the 1st', () => {
    // 23:50 IST on 30 Nov is 18:20 UTC on 30 Nov.
    expect(accessTokenExpiry(new Date('2026-11-30T18:20:00Z')).toISOString()).toBe('2026-12-01T00:30:00.000Z');
  });
});
