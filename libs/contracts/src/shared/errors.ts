/** Domain error codes carried over NATS; the gateway maps each to one HTTP status. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** The user's Zerodha session ended (Kite's TokenException): they must reconnect Zerodha. */
  BrokerSessionExpired: 'BROKER_SESSION_EXPIRED',
  /** The broker refused the order (Kite's OrderException or MarginException), with its reason. */
  BrokerRejected: 'BROKER_REJECTED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Timeout: 'TIMEOUT',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One offending input field and what is wrong with it. */
export interface FieldError {
  field: string;
  errors: string[];
}

/** The error object a service replies with instead of a result. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  details?: FieldError[];
  /** Seconds until a rate-limited caller may try again. */
  retryAfter?: number;
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    Object.values(ErrorCode).includes(v.code as ErrorCode) &&
    typeof v.message === 'string'
  );
}
