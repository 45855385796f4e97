import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@app/contracts';
import { KiteRestError, kiteFailureOf } from '@app/kite';
import { domainErrorOf, isOutage, isRetryableRead, SESSION_EXPIRED_MESSAGE } from './kite-call-rules.js';

const answered = (status: number, error_type: string, message = 'said so') =>
  kiteFailureOf(status, { status: 'error', error_type, message });

describe('which failed reads are tried again', () => {
  it.each([
    ['a 429', answered(429, 'NetworkException')],
    ['a 502', answered(502, 'NetworkException')],
    ['a 503 without an envelope', kiteFailureOf(503, null)],
    ['a timeout', new KiteRestError('timeout', 'Kite did not answer within 7000 ms')],
    ['no answer', new KiteRestError('unreachable', 'Kite is unreachable: ECONNREFUSED')],
  ])('%s is retried', (_what, e) => expect(isRetryableRead(e)).toBe(true));

  it.each([
    ['a TokenException', answered(403, 'TokenException')],
    ['an InputException', answered(400, 'InputException')],
    ['a 404', kiteFailureOf(404, null)],
  ])('%s is not: it would fail the same way again', (_what, e) => expect(isRetryableRead(e)).toBe(false));

  it('only no answer and 5xx count as an outage that a stored answer may cover', () => {
    expect(isOutage(new KiteRestError('unreachable', 'x'))).toBe(true);
    expect(isOutage(answered(500, 'GeneralException'))).toBe(true);
    expect(isOutage(answered(429, 'NetworkException'))).toBe(false);
    expect(isOutage(answered(400, 'InputException'))).toBe(false);
  });
});

describe('what a failed Kite call answers', () => {
  it('an expired session asks the user to reconnect (409)', () => {
    const e = domainErrorOf(answered(403, 'TokenException'));
    expect(e.code).toBe(ErrorCode.BrokerSessionExpired);
    expect(e.message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it("Kite's rejection of an order keeps Kite's message (422), even when Kite sends it as a 400", () => {
    const e = domainErrorOf(answered(400, 'MarginException', 'Insufficient funds. Required margin is 95417.84'));
    expect(e.code).toBe(ErrorCode.BrokerRejected);
    expect(e.message).toContain('Insufficient funds. Required margin is 95417.84');
    expect(domainErrorOf(answered(500, 'OrderException')).code).toBe(ErrorCode.BrokerRejected);
  });

  it('bad input is a 400 naming what Kite named', () => {
    const e = domainErrorOf(answered(400, 'InputException', 'Invalid `quantity`.'));
    expect(e.code).toBe(ErrorCode.ValidationFailed);
    expect(e.message).toContain('Invalid `quantity`.');
  });

  it("a 429 says to wait, with Kite's Retry-After", () => {
    const limited = answered(429, 'NetworkException');
    limited.retryAfter = '2';
    expect(domainErrorOf(limited)).toMatchObject({ code: ErrorCode.RateLimited, retryAfter: 2 });
  });

  it("no answer is a 503 with Kite's reason", () => {
    const e = domainErrorOf(new KiteRestError('unreachable', 'Kite is unreachable: connect ECONNREFUSED'));
    expect(e.code).toBe(ErrorCode.ServiceUnavailable);
    expect(e.message).toContain('ECONNREFUSED');
  });
});
