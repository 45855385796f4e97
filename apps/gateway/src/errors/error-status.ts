import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@app/contracts';

/** The one table from domain error code to HTTP status. */
export function statusOf(code: ErrorCode): HttpStatus {
  switch (code) {
    case ErrorCode.ValidationFailed:
      return HttpStatus.BAD_REQUEST;
    case ErrorCode.Unauthenticated:
    case ErrorCode.InvalidCredentials:
      return HttpStatus.UNAUTHORIZED;
    case ErrorCode.Forbidden:
      return HttpStatus.FORBIDDEN;
    case ErrorCode.NotFound:
      return HttpStatus.NOT_FOUND;
    case ErrorCode.Conflict:
    case ErrorCode.BrokerSessionExpired:
      return HttpStatus.CONFLICT;
    case ErrorCode.BrokerRejected:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case ErrorCode.PayloadTooLarge:
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case ErrorCode.RateLimited:
      return HttpStatus.TOO_MANY_REQUESTS;
    case ErrorCode.ServiceUnavailable:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case ErrorCode.Timeout:
      return HttpStatus.GATEWAY_TIMEOUT;
    case ErrorCode.Internal:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}
