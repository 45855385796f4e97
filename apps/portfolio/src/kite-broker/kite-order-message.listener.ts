import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { BROKER_EVENTS, type KiteOrderMessage } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { KiteSessions } from '../kite-connection/kite-sessions.js';
import { orderOf } from './kite-mapping.js';
import { checkOrderMessage } from './order-message-check.js';
import { OrderTrackerService } from './order-tracker.service.js';

/**
 * Applies the `order` messages the market's ticker forwards: a message whose checksum holds is an
 * order update of the user whose Kite id it names; a forged one is dropped with a warning that names
 * only the order id.
 */
@Injectable()
export class KiteOrderMessageListener implements OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  constructor(
    private readonly config: PortfolioConfig,
    private readonly tracker: OrderTrackerService,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly sessions?: KiteSessions,
  ) {}

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(BROKER_EVENTS.kiteOrderMessage, {
      queue: 'portfolio',
      callback: (_e, msg) => {
        let message: KiteOrderMessage;
        try {
          message = msg.json<KiteOrderMessage>();
        } catch {
          return this.logger.warn('kite order message dropped: not JSON');
        }
        this.apply(message).catch((e: Error) => this.logger.error({ err: e.message }, 'kite order message failed'));
      },
    });
  }

  async apply(message: KiteOrderMessage): Promise<boolean> {
    const check = checkOrderMessage(message?.data, this.config.KITE_API_SECRET);
    if (!check.ok) {
      this.logger.warn({ orderId: check.orderId, reason: check.reason }, 'kite order message dropped');
      return false;
    }
    const userId = await this.sessions?.userIdOfKiteUser(check.kiteUserId);
    if (!userId) {
      this.logger.debug({ orderId: check.data.order_id }, 'kite order message of no connected user');
      return false;
    }
    this.tracker.observe(userId, orderOf(check.data));
    return true;
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }
}
