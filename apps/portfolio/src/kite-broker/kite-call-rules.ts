import { ErrorCode } from '@app/contracts';
import { DomainError } from '@app/common';
import type { KiteRestError } from '@app/kite';

/** A read is tried at most this many times; an order write exactly once. */
export const READ_ATTEMPTS = 3;

/** The first wait before retrying a read; it doubles (retryDelayMs), or follows Kite's Retry-After. */
export const READ_RETRY_BASE_MS = 150;

export const SESSION_EXPIRED_MESSAGE = 'Your Zerodha session has expired: reconnect Zerodha in Settings';

/**
 * Whether a failed read may be tried again: Kite's 429, a 5xx, a timeout or no answer at all. A token,
 * input or other 4xx failure would fail the same way again.
 */
export function isRetryableRead(e: KiteRestError): boolean {
  if (e.kind === 'rate-limited' || e.kind === 'timeout' || e.kind === 'unreachable') return true;
  return e.kind === 'server' && (e.status === undefined || e.status >= 500);
}

/** Kite did not answer, or answered 5xx: a stored last good answer may stand in for it. */
export function isOutage(e: KiteRestError): boolean {
  return e.kind === 'timeout' || e.kind === 'unreachable' || (e.kind === 'server' && (e.status ?? 500) >= 500);
}

/** Kite's error_type, as kiteFailureOf wrote it into the message ("Kite answered 400 InputException: ..."). */
export function kiteErrorType(e: KiteRestError): string | undefined {
  return /^Kite answered \d+ (\w+Exception)/.exec(e.message)?.[1];
}

const REJECTIONS = new Set(['OrderException', 'MarginException', 'HoldingException']);

/**
 * The coded error a failed Kite call answers with (a token failure is handled before this, as it also
 * marks the connection expired): 429 with Kite's wait, 400 for Kite's InputException, 422 for an order
 * Kite refused, and 503 with Kite's reason for everything else.
 */
export function domainErrorOf(e: KiteRestError): DomainError {
  const retryAfter = e.retryAfter !== null && Number.isFinite(Number(e.retryAfter)) ? Number(e.retryAfter) : 1;
  const type = kiteErrorType(e);
  if (e.kind !== 'token' && e.kind !== 'rate-limited' && type && REJECTIONS.has(type))
    return new DomainError(ErrorCode.BrokerRejected, `Zerodha rejected it: ${e.message}`);
  switch (e.kind) {
    case 'token':
      return new DomainError(ErrorCode.BrokerSessionExpired, SESSION_EXPIRED_MESSAGE);
    case 'rate-limited':
      return new DomainError(
        ErrorCode.RateLimited,
        `Zerodha's rate limit was reached: try again in a moment (${e.message})`,
        undefined,
        retryAfter,
      );
    case 'input':
      return new DomainError(ErrorCode.ValidationFailed, `Zerodha refused the request: ${e.message}`);
    default: {
      if (e.kind === 'server' && e.status !== undefined && e.status < 500)
        return new DomainError(ErrorCode.BrokerRejected, `Zerodha refused the request: ${e.message}`);
      return new DomainError(ErrorCode.ServiceUnavailable, `Zerodha is unavailable: ${e.message}`);
    }
  }
}
