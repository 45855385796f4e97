import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { ApiSuccess } from '@app/contracts';
import { BrotliBody, EncodedJson, dataEnvelopeText } from '@app/common/base';
import { FLAT_ENVELOPE_KEY } from './envelope.decorators.js';

const BROTLI_ENCODING = 'br';

/**
 * Writes every successful `/api` answer's envelope, so no controller does: `{success: true, data}` with
 * what the handler returned, or `{success: true, ...returned}` on a route marked `@FlatEnvelope()`.
 * A file (a StreamableFile, e.g. the Tax P&L export) is the answer itself and passes unwrapped.
 * A reply the service already encoded (EncodedJson) is spliced into the envelope's text as it is, the
 * same bytes res.json would write for it parsed. A large reply the service wrote as the whole body in
 * brotli (BrotliBody) goes to a client that reads brotli as it is, with `Content-Encoding: br`, and to
 * any other decompressed; either way with `Vary: Accept-Encoding`. Failures never pass here;
 * ApiExceptionFilter writes theirs. Socket events pass through untouched.
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
        if (value instanceof BrotliBody) return this.brotliBody(ctx, value, flat === true);
        if (!(value instanceof EncodedJson)) return envelope(value);
        if (flat || value.text === undefined)
          return envelope(value.text === undefined ? undefined : JSON.parse(value.text));
        // A string body goes out through res.send, which keeps this type and adds the charset, as res.json does.
        ctx.switchToHttp().getResponse<Response>().type('json');
        return dataEnvelopeText(value.text);
      }),
    );
  }

  private brotliBody(ctx: ExecutionContext, body: BrotliBody, flat: boolean): unknown {
    // The body already holds the data envelope; a flat route's keys go beside success instead.
    if (flat) return { success: true, ...(JSON.parse(body.text()) as { data: object }).data };
    const http = ctx.switchToHttp();
    const res = http.getResponse<Response>();
    res.vary('Accept-Encoding').type('json');
    if (!http.getRequest<Request>().acceptsEncodings(BROTLI_ENCODING)) return body.text();
    res.setHeader('Content-Encoding', BROTLI_ENCODING);
    return body.bytes;
  }
}
