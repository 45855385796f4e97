import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { statusOf } from './error-status.js';

/** The HTTP contract, written out by hand so a change to the mapping must be deliberate. */
const EXPECTED: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BROKER_SESSION_EXPIRED: 409,
  BROKER_REJECTED: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
  INTERNAL: 500,
};

describe('statusOf', () => {
  it('has an expected status for every error code and no stale ones', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...Object.values(ErrorCode)].sort());
  });

  it.each(Object.values(ErrorCode))('maps %s to its HTTP status', (code) => {
    expect(statusOf(code)).toBe(EXPECTED[code]);
  });

  it('maps every code to an error status (4xx or 5xx)', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(statusOf(code)).toBeLessThan(600);
    }
  });
});
