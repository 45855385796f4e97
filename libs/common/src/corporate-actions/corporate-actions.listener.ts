import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { CorporateActionApplied } from '@app/contracts';
import { CorporateActionsConsumer } from './corporate-actions.consumer.js';

/**
 * A service's handler of applied corporate actions, bound to its durable consumer for the life of the
 * module: subclasses say what applying one means to them, idempotently by the action's id.
 */
export abstract class CorporateActionsListener implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer?: CorporateActionsConsumer;

  protected constructor(
    private readonly bus: NatsConnection,
    private readonly log: Logger,
    private readonly service: string,
  ) {}

  abstract applied(event: CorporateActionApplied): Promise<void>;

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = new CorporateActionsConsumer(this.bus, this.service, (e) => this.applied(e), this.log);
    await this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
  }
}
