import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { ALERTS_EVENTS, SERVER_EVENTS, type AlertFiredEvent } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common/base';
import { userRoom } from './live-rooms.js';
import { LiveServer } from './live-server.js';
import { OwnerPush } from './owner-push.js';

/**
 * Pushes each in-app alert of a rule to its owner's sockets only, as `alert_fired` (the fire with its
 * delivery id, so a browser that hears a retried delivery shows the fire once).
 */
@Injectable()
export class AlertFiredPushService extends OwnerPush<AlertFiredEvent> {
  constructor(
    private readonly live: LiveServer,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    @Inject(LOGGER) logger: Logger,
  ) {
    super(nc, logger, ALERTS_EVENTS.alertFired, 'rule alert');
  }

  protected deliver(userId: string, { fire, delivery_id }: AlertFiredEvent): void {
    if (!fire || typeof delivery_id !== 'string') return;
    this.live.io?.to(userRoom(userId)).emit(SERVER_EVENTS.alertFired, { ...fire, delivery_id });
  }
}
