import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldError } from '@app/contracts';

/** An HTTP failure raised in the gateway itself, already in the envelope's terms. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly details?: FieldError[],
    /** What the failure envelope carries under `data` (the health check's per-service states). */
    readonly data?: unknown,
  ) {
    super(message, status);
  }

  static validation(details: FieldError[]) {
    return new ApiError(HttpStatus.BAD_REQUEST, `Invalid input: ${details.map((d) => d.field).join(', ')}`, details);
  }

  /** A failure that still answers data beside the error: `{success: false, error, data}`. */
  static withData(status: HttpStatus, message: string, data: unknown) {
    return new ApiError(status, message, undefined, data);
  }
}
