import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { BROKER_EVENTS, SERVER_EVENTS, type OrderUpdateEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common/base';
import { userRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';
import { OwnerPush } from './owner-push.js';

/**
 * Pushes each order update to its owner's sockets only, as `order_update` {source, order}. Every
 * replica hears every update (no queue group) and delivers to the sockets it holds, as alerts do.
 */
@Injectable()
export class OrderPushService extends OwnerPush<OrderUpdateEvent> {
  constructor(
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(nc, logger, BROKER_EVENTS.orderUpdated, 'order update');
  }

  protected deliver(userId: string, { source, order }: OrderUpdateEvent): void {
    if (order) this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.orderUpdate, { source, order });
  }
}
