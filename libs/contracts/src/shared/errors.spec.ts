import { describe, expect, it } from '@jest/globals';
import { ErrorCode, isRpcErrorPayload } from './errors.js';

describe('isRpcErrorPayload', () => {
  it.each(Object.values(ErrorCode))('accepts a payload with the known code %s', (code) => {
    expect(isRpcErrorPayload({ code, message: 'something happened' })).toBe(true);
  });

  it('accepts a payload with details and retryAfter', () => {
    expect(
      isRpcErrorPayload({
        code: 'RATE_LIMITED',
        message: 'Slow down',
        retryAfter: 10,
        details: [{ field: 'email', errors: ['x'] }],
      }),
    ).toBe(true);
  });

  it.each(['BOOM', 'not_found', 'validation_failed', '', 'ValidationFailed'])('rejects the unknown code %j', (code) => {
    expect(isRpcErrorPayload({ code, message: 'x' })).toBe(false);
  });

  it.each([
    ['a missing code', { message: 'x' }],
    ['a numeric code', { code: 404, message: 'x' }],
    ['a missing message', { code: 'NOT_FOUND' }],
    ['a numeric message', { code: 'NOT_FOUND', message: 42 }],
    ['a null message', { code: 'NOT_FOUND', message: null }],
  ])('rejects an object with %s', (_label, value) => {
    expect(isRpcErrorPayload(value)).toBe(false);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'NOT_FOUND'],
    ['a number', 500],
    ['a boolean', true],
    ['an array', ['NOT_FOUND', 'x']],
    ['a function', () => ({ code: 'NOT_FOUND', message: 'x' })],
  ])('rejects %s', (_label, value) => {
    expect(isRpcErrorPayload(value)).toBe(false);
  });
});
