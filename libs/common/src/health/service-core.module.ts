import {
  Controller,
  Injectable,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { serviceSubjects, type HealthReply, type ServiceName, type UserDataCountReply } from '@app/contracts';
import { LOGGER } from '../logging/logger.module.js';
import { NATS_CONNECTION } from '../nats/nats.module.js';
import { UserId } from '../nats/user-id.decorator.js';
import { DatabaseProbe } from '../database/database-probe.js';
import { coreStorageProviders } from '../database/core-providers.js';
import { UserDataRepository, type UserOwnedTable } from '../user-data/user-data.repository.js';
import { UserDeletedConsumer } from '../user-data/user-deleted.consumer.js';
import { metrics } from '../metrics/metrics.js';
import { startHealthServer } from './health-server.js';

export interface ServiceCoreOptions {
  service: ServiceName;
  schema: string;
  /** User-owned tables, children before parents: deleting a user removes these rows. */
  userTables: UserOwnedTable[];
  instance: string;
  /** 0 turns the probe server off (tests). */
  healthPort: number;
  /** The auth service deletes its own rows itself and does not consume the event. */
  consumeUserDeleted: boolean;
}

const OPTIONS = Symbol('SERVICE_CORE_OPTIONS');
const started = Date.now();

function coreController(service: ServiceName) {
  const subjects = serviceSubjects(service);

  @Controller()
  class ServiceCoreController {
    constructor(
      @Inject(OPTIONS) private readonly opts: ServiceCoreOptions,
      @Inject(UserDataRepository) private readonly userData: UserDataRepository,
    ) {}

    @MessagePattern(subjects.health)
    health(): HealthReply {
      return {
        service,
        status: 'ok',
        instance: this.opts.instance,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    }

    @MessagePattern(subjects.userDataCount)
    async count(@UserId() userId: string): Promise<UserDataCountReply> {
      return { service, counts: await this.userData.count(userId) };
    }
  }
  return ServiceCoreController;
}

@Injectable()
class ServiceCoreLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: UserDeletedConsumer;
  private server?: Server;

  constructor(
    @Inject(OPTIONS) private readonly opts: ServiceCoreOptions,
    @Inject(UserDataRepository) private readonly userData: UserDataRepository,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(DatabaseProbe) private readonly db: DatabaseProbe,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private poolTimer?: NodeJS.Timeout;

  /** Samples the Postgres pool for the metrics. */
  private samplePool(): void {
    const pool = this.db.poolStats();
    if (!pool) return;
    metrics.dbPoolConnections.set({ state: 'total' }, pool.total);
    metrics.dbPoolConnections.set({ state: 'idle' }, pool.idle);
    metrics.dbPoolConnections.set({ state: 'waiting' }, pool.waiting);
  }

  async onApplicationBootstrap() {
    this.samplePool();
    this.poolTimer = setInterval(() => this.samplePool(), 5000);
    this.poolTimer.unref();
    if (this.opts.consumeUserDeleted) {
      this.consumer = new UserDeletedConsumer(
        this.nc,
        this.opts.service,
        (e) => this.userData.deleteAll(e.userId),
        this.logger,
      );
      await this.consumer.start();
    }
    if (this.opts.healthPort > 0) {
      this.server = await startHealthServer(this.opts.healthPort, async () => !this.nc.isClosed() && this.db.ping());
    }
  }

  async onApplicationShutdown() {
    clearInterval(this.poolTimer);
    await this.consumer?.stop();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Health, per-user data counts and deletion: what every service answers besides its own domain. */
@Module({})
export class ServiceCoreModule {
  static forRoot(opts: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      controllers: [coreController(opts.service)],
      providers: [
        { provide: OPTIONS, useValue: opts },
        ...coreStorageProviders(opts.schema, opts.userTables),
        ServiceCoreLifecycle,
      ],
      exports: [UserDataRepository],
    };
  }
}
