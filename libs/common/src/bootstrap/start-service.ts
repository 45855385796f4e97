import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { RpcErrorFilter } from '../errors/rpc-error.filter.js';
import { RpcContextInterceptor } from '../logging/rpc-context.interceptor.js';
import { PinoNestLogger } from '../logging/nest-logger.js';
import { natsServerOptions } from '../nats/server-options.js';
import { RpcClient } from '../nats/rpc-client.js';
import type { RpcSubject } from '@app/contracts';
import { inFlight } from './in-flight.js';

export interface StartServiceOptions {
  /** Queue group: every instance of the service shares its requests. */
  queue: string;
  natsUrl: string;
  instance: string;
  logger: Logger;
  /** A subject of this service to ask until it answers, so callers never race the subscriptions. */
  readinessSubject?: RpcSubject;
}

async function waitUntilAnswering(rpc: RpcClient, subject: RpcSubject): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      await rpc.request(subject, {}, { timeoutMs: 500 });
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Creates and starts a NATS microservice with the shared error filter and request-id context. */
export async function startService(rootModule: unknown, o: StartServiceOptions): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(rootModule as never, {
    ...natsServerOptions(o.natsUrl, o.queue, `${o.queue}-${o.instance}`),
    logger: new PinoNestLogger(o.logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(o.logger));
  app.useGlobalInterceptors(new RpcContextInterceptor(o.logger));
  await app.listen();
  if (o.readinessSubject) await waitUntilAnswering(app.get(RpcClient), o.readinessSubject);
  return app;
}

interface DrainableServer {
  subscriptions?: { drain(): Promise<void> }[];
  natsClient?: { flush(): Promise<void> } | null;
}

/**
 * Stops taking requests without dropping any: draining a subscription delivers every message the NATS
 * server already routed to this instance (unsubscribing would drop them, and their callers would time
 * out), then waits for running handlers and flushes their replies.
 */
export async function drainService(app: unknown, timeoutMs = 15_000): Promise<void> {
  const server = (app as { serverInstance?: DrainableServer }).serverInstance;
  if (!server) return;
  await Promise.all((server.subscriptions ?? []).map((s) => s.drain().catch(() => undefined)));
  await inFlight.idle(timeoutMs);
  await server.natsClient?.flush().catch(() => undefined);
}

/** Closes the app on SIGTERM/SIGINT: no request it accepted is lost, then it exits. */
export function closeOnSignals(app: { close(): Promise<void> }, logger: Logger): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    drainService(app)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
