import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { MARKET_EVENTS, type TickBatch } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { PaperFillService } from './paper-fill.service.js';

/** Hands every tick batch to the limit-order fills, one batch at a time. */
@Injectable()
export class LimitOrderListener implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;
  private working: Promise<void> = Promise.resolve();

  constructor(
    private readonly fills: PaperFillService,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // One replica per batch (queue group): each crossing is filled once.
    this.sub = this.nc.subscribe(MARKET_EVENTS.ticks, {
      queue: 'portfolio',
      callback: (_e, msg) => {
        const batch = msg.json<TickBatch>();
        this.working = this.working
          .then(() => this.fills.fillCrossed(batch.ticks))
          .catch((e: Error) => this.logger.error({ err: e.message }, 'limit fills failed'));
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
