import { describe, expect, it } from '@jest/globals';
import { ErrorCode, isRpcErrorPayload } from '@app/contracts';
import { DomainError } from './domain-error.js';

describe('DomainError', () => {
  it('is an Error with its code, message and name', () => {
    const err = new DomainError(ErrorCode.Conflict, 'Email already registered');

    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('DomainError');
    expect(err.code).toBe('CONFLICT');
    expect(err.message).toBe('Email already registered');
  });

  describe('toPayload', () => {
    it('carries only code and message when there are no details or retryAfter', () => {
      const payload = new DomainError(ErrorCode.Forbidden, 'Admins only').toPayload();

      expect(payload).toStrictEqual({ code: 'FORBIDDEN', message: 'Admins only' });
      expect(Object.keys(payload)).toEqual(['code', 'message']);
    });

    it('carries the field details', () => {
      const details = [{ field: 'email', errors: ['email must be a valid email address'] }];

      const payload = new DomainError(ErrorCode.ValidationFailed, 'Invalid input: email', details).toPayload();

      expect(payload).toStrictEqual({ code: 'VALIDATION_FAILED', message: 'Invalid input: email', details });
    });

    it('carries retryAfter, even when it is 0', () => {
      expect(new DomainError(ErrorCode.RateLimited, 'Slow down', undefined, 30).toPayload()).toStrictEqual({
        code: 'RATE_LIMITED',
        message: 'Slow down',
        retryAfter: 30,
      });
      expect(new DomainError(ErrorCode.RateLimited, 'Slow down', undefined, 0).toPayload()).toStrictEqual({
        code: 'RATE_LIMITED',
        message: 'Slow down',
        retryAfter: 0,
      });
    });

    it('is plain JSON that survives serialisation and passes isRpcErrorPayload', () => {
      const payload = new DomainError(
        ErrorCode.ValidationFailed,
        'bad',
        [{ field: 'x', errors: ['y'] }],
        5,
      ).toPayload();
      const roundTripped: unknown = JSON.parse(JSON.stringify(payload));

      expect(roundTripped).toStrictEqual(payload);
      expect(isRpcErrorPayload(roundTripped)).toBe(true);
    });

    it('does not leak the stack or the error name', () => {
      const payload = new DomainError(ErrorCode.Internal, 'oops').toPayload();

      expect(payload).not.toHaveProperty('stack');
      expect(payload).not.toHaveProperty('name');
    });
  });

  describe('notFound', () => {
    it('builds a NOT_FOUND error naming the missing thing', () => {
      const err = DomainError.notFound('User');

      expect(err).toBeInstanceOf(DomainError);
      expect(err.code).toBe(ErrorCode.NotFound);
      expect(err.message).toBe('User not found');
      expect(err.toPayload()).toStrictEqual({ code: 'NOT_FOUND', message: 'User not found' });
    });
  });
});
