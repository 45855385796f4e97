import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { activateCalendar, loadCalendar } from '@app/calendar';
import { MARKET_EVENTS } from '@app/contracts';
import { LOGGER, NATS_CONNECTION } from '@app/common';
import { AlertsConfig } from '../config/alerts.config.js';

/**
 * The exchange calendar rules are judged by: the market service's own (the operator's
 * MARKET_CALENDAR_FILE, else the bundled data). When an admin reloads it, the market service announces
 * the reload and this process reads the same file, so a holiday added there keeps alerts quiet here too.
 */
@Injectable()
export class RulesCalendar implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private sub?: Subscription;

  constructor(
    private readonly config: AlertsConfig,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A bad file at start stops the service with the entry and field to fix, as it stops the market service. */
  async onModuleInit(): Promise<void> {
    activateCalendar((await loadCalendar(this.config.MARKET_CALENDAR_FILE, new Date())).calendar);
  }

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(MARKET_EVENTS.calendarReloaded, { callback: () => void this.follow() });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }

  /** The market reloaded: read the same file; if it has gone bad since, keep judging by the old one. */
  private async follow(): Promise<void> {
    try {
      activateCalendar((await loadCalendar(this.config.MARKET_CALENDAR_FILE, new Date())).calendar);
      this.logger.info('market calendar reloaded for alert rules');
    } catch (err) {
      this.logger.error({ err: (err as Error).message }, 'market calendar reload refused; the previous calendar stays');
    }
  }
}
