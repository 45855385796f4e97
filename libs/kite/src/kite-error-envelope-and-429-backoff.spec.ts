import { describe, expect, it } from '@jest/globals';
import { kiteFailureOf, retryDelayMs } from './kite-failure.js';

describe("Kite's error envelope is read", () => {
  it('names an expired session (403 TokenException)', () => {
    const e = kiteFailureOf(403, {
      status: 'error',
      message: 'Token is invalid or has expired.',
      error_type: 'TokenException',
    });
    expect(e.kind).toBe('token');
    expect(e.message).toBe('Kite answered 403 TokenException: Token is invalid or has expired.');
  });

  it('tells a 429 apart, to be retried', () => {
    expect(
      kiteFailureOf(429, { status: 'error', message: 'Too many requests', error_type: 'NetworkException' }).kind,
    ).toBe('rate-limited');
  });

  it('reads a bad range as an InputException', () => {
    expect(
      kiteFailureOf(400, { status: 'error', message: 'interval exceeds max limit', error_type: 'InputException' }).kind,
    ).toBe('input');
  });

  it('describes a proxy page without the envelope by its status', () => {
    const e = kiteFailureOf(502, null);
    expect(e).toMatchObject({ kind: 'server', message: 'Kite answered 502', status: 502 });
  });
});

describe('a 429 is retried after a growing wait', () => {
  it('doubles from the base wait', () => {
    expect([0, 1, 2].map((n) => retryDelayMs(n, null, 500))).toEqual([500, 1000, 2000]);
  });

  it("takes Kite's Retry-After when it sends one", () => {
    expect(retryDelayMs(0, '2', 500)).toBe(2000);
  });

  it('never waits more than 10 s', () => {
    expect(retryDelayMs(8, null, 500)).toBe(10_000);
    expect(retryDelayMs(0, '3600', 500)).toBe(10_000);
  });
});
