import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@app/contracts';
import { Observable } from 'rxjs';
import { requestIdFrom, runWithRequestContext } from './request-context.js';

/** Puts the request id that came in the NATS headers around the handler, so its logs and calls carry it. */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const requestId = requestIdFrom(nats?.getHeaders?.()?.get(REQUEST_ID_HEADER));
    return new Observable((subscriber) =>
      runWithRequestContext({ requestId }, () => next.handle().subscribe(subscriber)),
    );
  }
}
