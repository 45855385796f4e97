import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { RpcErrorFilter } from '../errors/rpc-error.filter.js';
import { RpcContextInterceptor } from '../logging/rpc-context.interceptor.js';
import { PinoNestLogger } from '../logging/nest-logger.js';
import { natsServerOptions } from '../nats/server-options.js';
import { RpcClient } from '../nats/rpc-client.js';

export interface StartServiceOptions {
  /** Queue group: every instance of the service shares its requests. */
  queue: string;
  natsUrl: string;
  instance: string;
  logger: Logger;
  /** A subject of this service to ask until it answers, so callers never race the subscriptions. */
  readinessSubject?: string;
}

async function waitUntilAnswering(rpc: RpcClient, subject: string): Promise<void> {
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

/** Closes the app on SIGTERM/SIGINT: handlers in flight finish, subscriptions drain, then exit. */
export function closeOnSignals(app: { close(): Promise<void> }, logger: Logger): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    app.close().then(
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
