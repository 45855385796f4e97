import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logger.module.js';
import { connectNats } from './connect.js';
import { RpcClient } from './rpc-client.js';

export const NATS_CONNECTION = Symbol('NATS_CONNECTION');

export interface NatsModuleOptions {
  url: string;
  name: string;
  rpcTimeoutMs: number;
}

/** One NATS connection per process, and the request client built on it. */
@Global()
@Module({})
export class NatsModule implements OnApplicationShutdown {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  static forRoot(opts: NatsModuleOptions): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          inject: [LOGGER],
          useFactory: (logger: Logger) => connectNats(opts.url, opts.name, logger),
        },
        {
          provide: RpcClient,
          inject: [NATS_CONNECTION],
          useFactory: (nc: NatsConnection) => new RpcClient(nc, opts.rpcTimeoutMs),
        },
      ],
      exports: [NATS_CONNECTION, RpcClient],
    };
  }

  async onApplicationShutdown() {
    if (!this.nc.isClosed()) await this.nc.drain().catch(() => this.nc.close());
  }
}
