import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { ApiSuccess } from '@app/contracts';
import { EncodedJson } from '@app/common/base';
import { FLAT_ENVELOPE_KEY } from './envelope.decorators.js';

/**
 * Writes every successful `/api` answer's envelope, so no controller does: `{success: true, data}` with
 * what the handler returned, or `{success: true, ...returned}` on a route marked `@FlatEnvelope()`.
 * A file (a StreamableFile, e.g. the Tax P&L export) is the answer itself and passes unwrapped.
 * A reply the service already encoded (EncodedJson) is spliced into the envelope's text as it is, the
 * same bytes res.json would write for it parsed. Failures never pass here; ApiExceptionFilter writes
 * theirs. Socket events pass through untouched.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const flat = this.reflector.getAllAndOverride<boolean>(FLAT_ENVELOPE_KEY, [ctx.getHandler(), ctx.getClass()]);
    const envelope = (value: unknown): ApiSuccess<unknown> | object =>
      value instanceof StreamableFile
        ? value
        : flat
          ? { success: true, ...(value as object) }
          : { success: true, data: value };
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof EncodedJson)) return envelope(value);
        if (flat || value.text === undefined)
          return envelope(value.text === undefined ? undefined : JSON.parse(value.text));
        // A string body goes out through res.send, which keeps this type and adds the charset, as res.json does.
        ctx.switchToHttp().getResponse<Response>().type('json');
        return `{"success":true,"data":${value.text}}`;
      }),
    );
  }
}
