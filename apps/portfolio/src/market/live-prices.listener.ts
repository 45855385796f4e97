import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { MARKET_EVENTS, type TickBatch } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { LivePrices } from './live-prices.js';

/**
 * Keeps LivePrices from the tick stream. Every replica hears every batch (no queue group): each one
 * answers lists for any user.
 */
@Injectable()
export class LivePricesListener implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  constructor(
    private readonly prices: LivePrices,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (err, msg) => {
        if (err) return;
        try {
          this.prices.apply(msg.json<TickBatch>().ticks, Date.now());
        } catch {
          this.logger.warn('malformed tick batch ignored');
        }
      },
    });
    void (async () => {
      for await (const s of this.nc.status())
        if (s.type === 'disconnect' || s.type === 'staleConnection') this.prices.forget();
    })();
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
