import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldError } from '@app/contracts';

/** An HTTP failure raised in the gateway itself, already in the envelope's terms. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message, status);
  }

  static validation(details: FieldError[]) {
    return new ApiError(HttpStatus.BAD_REQUEST, `Invalid input: ${details.map((d) => d.field).join(', ')}`, details);
  }
}
