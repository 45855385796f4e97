import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { shouldToastError, toastTextOf } from './errorToast';

describe('global error toast rules', () => {
  it('stays quiet for a 401, a network error, and anything on the sign-in page', () => {
    expect(shouldToastError(new ApiError('x', 401), '/dashboard')).toBe(false);
    expect(shouldToastError(new ApiError('x', 0, undefined, undefined, true), '/dashboard')).toBe(false);
    expect(shouldToastError(new ApiError('x', 500), '/login')).toBe(false);
    expect(shouldToastError(new ApiError('x', 500), '/dashboard/portfolio')).toBe(true);
  });

  it('reads the server error, then its message, then the client error, then a default', () => {
    expect(
      toastTextOf(new ApiError('m', 400, 'e', undefined, false, { error: 'server error', message: 'server message' })),
    ).toBe('server error');
    expect(toastTextOf(new ApiError('m', 400, undefined, undefined, false, { message: 'server message' }))).toBe(
      'server message',
    );
    expect(toastTextOf(new Error('client'))).toBe('client');
    expect(toastTextOf(new ApiError('', 500))).toBe('An error occurred');
    expect(toastTextOf('weird')).toBe('An error occurred');
  });
});
