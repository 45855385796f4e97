import { describe, expect, it } from '@jest/globals';
import { MAX_RETRY_DELAY_MS, retryAfterMs, waitAsked } from './retry-delay.js';

describe('a retry waits at least as long as the receiver asks', () => {
  it('waits the asked 30 s when the back-off would try again after 2 s', () => {
    expect(waitAsked(2_000, 30_000)).toBe(30_000);
  });

  it('keeps a longer back-off: 10 min of back-off against an asked 30 s', () => {
    expect(waitAsked(600_000, 30_000)).toBe(600_000);
  });

  it('rounds a fractional ask up to the next millisecond (1.5 ms asked, 1 ms back-off)', () => {
    expect(waitAsked(1, 1.5)).toBe(2);
  });

  it('never waits past the hour cap, whatever is asked (a day asked)', () => {
    expect(waitAsked(2_000, 86_400_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(3_600_000);
  });

  it('ignores an ask that is missing, zero, negative or not a number', () => {
    for (const asked of [undefined, 0, -5_000, Number.NaN, Number.POSITIVE_INFINITY])
      expect(waitAsked(2_000, asked)).toBe(2_000);
  });
});

describe("a webhook's Retry-After header", () => {
  const now = Date.parse('2026-11-24T10:00:00Z');

  it('reads delay-seconds: "120" is 2 minutes', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the time left until it: 90 s after now', () => {
    expect(retryAfterMs('Tue, 24 Nov 2026 10:01:30 GMT', now)).toBe(90_000);
  });

  it('reads an HTTP-date already past as no wait', () => {
    expect(retryAfterMs('Tue, 24 Nov 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing, negative, fractional or unreadable value', () => {
    for (const header of [undefined, '', '-5', '1.5', 'soon', '2026-11-24'])
      expect(retryAfterMs(header, now)).toBeUndefined();
  });
});
