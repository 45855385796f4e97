/**
 * SQLSTATEs that say the server cannot serve anyone right now (it is shutting down, crashed, still
 * starting, or out of connections) rather than that this query was wrong.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors node-postgres passes through when the server is unreachable or the link drops. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a connection that went away mid-query, or never came, only in words. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Client was closed and is not queryable/,
];

/**
 * True when an error thrown by a query means Postgres is unreachable (down, restarting, connection
 * cut), so the caller should hear "unavailable, try again" instead of an internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // TypeORM wraps the driver's error (driverError); node-postgres sometimes chains the socket error (cause).
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return false;
}
