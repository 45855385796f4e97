import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@app/contracts';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { DomainError } from '../errors/domain-error.js';
import { inFlight } from '../bootstrap/in-flight.js';
import { metrics } from '../metrics/metrics.js';
import { requestIdFrom, runWithRequestContext } from './request-context.js';

/**
 * Puts the request id that came in the NATS headers around the handler, so its logs and onward
 * calls carry it, and logs one line per handled message.
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  private count(subject: string | undefined, outcome: string, ms: number): void {
    const label = subject ?? 'unknown';
    metrics.natsRequests.inc({ subject: label, outcome });
    metrics.natsRequestSeconds.observe({ subject: label }, ms / 1000);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats?.getSubject?.();
    const requestId = requestIdFrom(nats?.getHeaders?.()?.get(REQUEST_ID_HEADER));
    const started = process.hrtime.bigint();
    inFlight.begin();
    const ms = () => Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    return new Observable((subscriber) =>
      runWithRequestContext({ requestId }, () =>
        next
          .handle()
          .pipe(
            tap({
              complete: () => {
                inFlight.end();
                const took = ms();
                this.logger.debug({ subject, ms: took }, 'handled');
                this.count(subject, 'ok', took);
              },
              error: (err: unknown) => {
                inFlight.end();
                const took = ms();
                const refused = err instanceof DomainError;
                this.logger.info({ subject, ms: took, code: refused ? err.code : 'INTERNAL' }, 'refused');
                this.count(subject, refused ? 'refused' : 'error', took);
              },
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
