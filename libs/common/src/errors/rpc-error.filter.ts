import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, isRpcErrorPayload, type RpcErrorPayload } from '@app/contracts';
import { throwError, type Observable } from 'rxjs';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError } from './domain-error.js';

/** Turns every error thrown in a NATS handler into the coded payload the caller expects. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> {
    return throwError(() => this.toPayload(exception, host));
  }

  private toPayload(exception: unknown, host: ArgumentsHost): RpcErrorPayload {
    if (exception instanceof DomainError) return exception.toPayload();
    if (exception instanceof RpcException) {
      const inner = exception.getError();
      if (isRpcErrorPayload(inner)) return inner;
    }
    const subject = host.getType() === 'rpc' ? host.switchToRpc().getContext()?.getSubject?.() : undefined;
    // Postgres down or restarting is an outage the caller can retry, not a bug in the handler.
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: (exception as Error).message, subject }, 'database unavailable');
      return { code: ErrorCode.ServiceUnavailable, message: 'Service unavailable (database unreachable)' };
    }
    this.logger.error({ err: exception, subject }, 'unhandled error in handler');
    return { code: ErrorCode.Internal, message: 'Internal error' };
  }
}
