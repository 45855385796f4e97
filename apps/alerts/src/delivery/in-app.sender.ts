import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { ALERTS_EVENTS, type AlertFiredEvent } from '@app/contracts';
import { NATS_CONNECTION } from '@app/common';
import { SenderRegistry, type ChannelSender, type DeliveryJob } from './channel-sender.js';

/**
 * In-app alerts: a broadcast every gateway hears and pushes to the owner's open sockets as `alert_fired`.
 * Delivered once NATS has it: the flush waits for the server's answer, so a publish buffered while NATS
 * is away is not counted (the try times out and is retried; the browser drops a repeat by delivery id).
 */
@Injectable()
export class InAppSender implements ChannelSender {
  readonly channel = 'in_app' as const;

  constructor(
    registry: SenderRegistry,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
  ) {
    registry.register(this);
  }

  async send(job: DeliveryJob): Promise<void> {
    if (this.nc.isClosed()) throw new Error('the message bus is not connected');
    const event: AlertFiredEvent = { userId: job.userId, fire: job.fire, delivery_id: job.id };
    this.nc.publish(ALERTS_EVENTS.alertFired, JSON.stringify(event));
    await this.nc.flush();
  }
}
