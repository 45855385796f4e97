import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { BROKER_EVENTS, SERVER_EVENTS, type OrderUpdateEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { userRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';

/**
 * Pushes each order update to its owner's sockets only, as `order_update` {source, order}. Every
 * replica hears every update (no queue group) and delivers to the sockets it holds, as alerts do.
 */
@Injectable()
export class OrderPushService implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  constructor(
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(BROKER_EVENTS.orderUpdated, {
      callback: (_e, msg) => {
        try {
          const { userId, source, order } = msg.json<OrderUpdateEvent>();
          if (typeof userId !== 'string' || !order) return;
          this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.orderUpdate, { source, order });
        } catch (e) {
          this.logger.warn({ err: (e as Error).message }, 'order update not pushed');
        }
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
