import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { FieldError } from '@app/contracts';
import { RpcCallError } from '@app/common/base';
import { ApiError } from './api-error.js';
import { statusOf } from './error-status.js';

interface Envelope {
  success: false;
  error: string;
  details?: FieldError[];
  data?: unknown;
}

const NOT_FOUND = 'Not found';

/** Every failure of an /api call leaves as {success: false, error, details?, data?} with a fitting status. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const [status, body, retryAfter] = this.describe(exception, req);
    if (res.headersSent) return;
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(body);
  }

  private describe(e: unknown, req: Request): [number, Envelope, number?] {
    if (e instanceof RpcCallError) {
      const status = statusOf(e.code);
      if (status >= 500) this.logger.warn({ subject: e.subject, code: e.code }, e.message);
      const body: Envelope = { success: false, error: e.payload.message };
      if (e.payload.details) body.details = e.payload.details;
      return [status, body, e.payload.retryAfter];
    }
    if (e instanceof ApiError) {
      const body: Envelope = { success: false, error: e.message };
      if (e.details) body.details = e.details;
      if (e.data !== undefined) body.data = e.data;
      return [e.getStatus(), body];
    }
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const message =
        status === HttpStatus.NOT_FOUND ? `${NOT_FOUND}: ${req.method} ${req.originalUrl.split('?')[0]}` : e.message;
      return [status, { success: false, error: message }];
    }
    this.logger.error({ err: e, path: req.path }, 'unhandled error');
    return [HttpStatus.INTERNAL_SERVER_ERROR, { success: false, error: 'Internal error' }];
  }
}
