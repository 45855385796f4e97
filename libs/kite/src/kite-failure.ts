/** Why a Kite REST call failed, as the fetcher and the 503 it answers tell it. */
export type KiteFailureKind = 'unreachable' | 'timeout' | 'rate-limited' | 'token' | 'input' | 'server';

export class KiteRestError extends Error {
  /** A 429's Retry-After header, when Kite sent one. */
  retryAfter: string | null = null;

  constructor(
    readonly kind: KiteFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'KiteRestError';
  }
}

/**
 * Reads a non-success answer: Kite's envelope is {status: "error", message, error_type}; a proxy in
 * front of it may answer anything, so a body without the envelope is described by its HTTP status.
 */
export function kiteFailureOf(httpStatus: number, body: unknown): KiteRestError {
  const envelope = (body ?? {}) as { status?: unknown; message?: unknown; error_type?: unknown };
  const type = typeof envelope.error_type === 'string' ? envelope.error_type : undefined;
  const text = typeof envelope.message === 'string' ? envelope.message : undefined;
  const said = `Kite answered ${httpStatus}${type ? ` ${type}` : ''}${text ? `: ${text}` : ''}`;
  if (httpStatus === 429) return new KiteRestError('rate-limited', said, httpStatus);
  if (type === 'TokenException' || httpStatus === 403) return new KiteRestError('token', said, httpStatus);
  if (type === 'InputException' || httpStatus === 400) return new KiteRestError('input', said, httpStatus);
  return new KiteRestError('server', said, httpStatus);
}

/** Waits before retrying a 429: doubling from the base, capped, with Retry-After taking precedence when sent. */
export function retryDelayMs(attempt: number, retryAfterHeader: string | null, baseMs: number): number {
  const seconds = retryAfterHeader === null ? NaN : Number(retryAfterHeader);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(10_000, seconds * 1000);
  return Math.min(10_000, baseMs * 2 ** attempt);
}
