import { ErrorCode, type FieldError, type RpcErrorPayload } from '@app/contracts';

/** A rule the caller broke, with a code the gateway turns into an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toPayload(): RpcErrorPayload {
    return {
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
    };
  }

  static notFound(what: string) {
    return new DomainError(ErrorCode.NotFound, `${what} not found`);
  }
}
