import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { BROKER_EVENTS, type BrokerSource, type Order, type OrderUpdateEvent } from '@app/contracts';
import { NATS_CONNECTION } from '@app/common';

/** Announces a changed order of a user (paper or Kite); the gateway pushes it to that user's sockets. */
@Injectable()
export class OrderUpdatesPublisher {
  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  publish(userId: string, source: BrokerSource, order: Order): void {
    if (this.nc.isClosed()) return;
    const event: OrderUpdateEvent = { userId, source, order };
    this.nc.publish(BROKER_EVENTS.orderUpdated, JSON.stringify(event));
  }
}
