import { describe, expect, it } from '@jest/globals';
import { retryAfterSeconds } from './retry-after.js';

// A 15-minute window; the account's oldest failure in it was at 10:00:00.
describe('the Retry-After of a throttled sign-in', () => {
  const window = 15 * 60_000;
  const oldest = new Date('2026-11-20T10:00:00.000Z');

  it('is the time until the oldest failure leaves the window: 5 minutes at 10:10', () => {
    expect(retryAfterSeconds(oldest, new Date('2026-11-20T10:10:00.000Z'), window)).toBe(300);
  });

  it('rounds a part of a second up: 300 s at 10:09:59.5', () => {
    expect(retryAfterSeconds(oldest, new Date('2026-11-20T10:09:59.500Z'), window)).toBe(301);
  });

  it('is never below 1 s, even when the window has just passed', () => {
    expect(retryAfterSeconds(oldest, new Date('2026-11-20T10:15:00.000Z'), window)).toBe(1);
  });

  it('is a whole window when no failure is on record', () => {
    expect(retryAfterSeconds(null, new Date('2026-11-20T10:10:00.000Z'), window)).toBe(900);
  });
});
