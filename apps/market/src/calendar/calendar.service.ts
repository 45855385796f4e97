import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import {
  ErrorCode,
  MARKET_EVENTS,
  type Actor,
  type MarketCalendarReloadedEvent,
  type MarketCalendarReloadReply,
  type MarketCalendarReply,
  type MarketStatusReply,
} from '@app/contracts';
import { DomainError, LOGGER, NATS_CONNECTION, validationError } from '@app/common';
import { CalendarFileError, activateCalendar, holdsYear, marketStatus, yearCalendar } from '@app/calendar';
import { Clock } from '../clock/clock.js';
import { MarketConfig } from '../config/market.config.js';
import { loadCalendar, loadedReply, type LoadedCalendar } from './calendar-source.js';

/** The exchanges' calendar this replica trades by: loaded at start, re-read on an operator's reload. */
@Injectable()
export class CalendarService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private loaded!: LoadedCalendar;
  private sub?: Subscription;

  constructor(
    private readonly config: MarketConfig,
    private readonly clock: Clock,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A bad file at start stops the service with the entry and field to fix, rather than trading by a guess. */
  async onModuleInit(): Promise<void> {
    this.use(await loadCalendar(this.config.MARKET_CALENDAR_FILE, this.clock.now()));
  }

  onApplicationBootstrap(): void {
    this.sub = this.nc.subscribe(MARKET_EVENTS.calendarReloaded, {
      callback: (_err, msg) => {
        if (msg.json<MarketCalendarReloadedEvent>().origin !== this.config.INSTANCE_ID) void this.follow();
      },
    });
  }

  onModuleDestroy(): void {
    this.sub?.unsubscribe();
  }

  private use(loaded: LoadedCalendar): void {
    this.loaded = loaded;
    activateCalendar(loaded.calendar);
    this.logger.info(loadedReply(loaded), 'market calendar loaded');
  }

  /** Another replica reloaded: read the same file; if it has gone bad since, keep trading by the old one. */
  private async follow(): Promise<void> {
    try {
      this.use(await loadCalendar(this.config.MARKET_CALENDAR_FILE, this.clock.now()));
    } catch (err) {
      this.logger.error({ err }, 'market calendar reload refused; the previous calendar stays');
    }
  }

  status(): MarketStatusReply {
    return marketStatus(this.loaded.calendar, this.clock.now(), { alwaysOpen: this.config.MARKET_ALWAYS_OPEN });
  }

  calendarOf(year: number): MarketCalendarReply {
    const { calendar } = this.loaded;
    if (!holdsYear(calendar, year))
      throw validationError([{ field: 'year', errors: [`year must be one of ${calendar.years.join(', ')}`] }]);
    return yearCalendar(calendar, year);
  }

  /** Re-reads and checks the file on this replica, then has every other replica do the same. */
  async reload(actor: Actor): Promise<MarketCalendarReloadReply> {
    if (actor.userType !== 'admin') throw new DomainError(ErrorCode.Forbidden, 'Admin access required');
    let loaded: LoadedCalendar;
    try {
      loaded = await loadCalendar(this.config.MARKET_CALENDAR_FILE, this.clock.now());
    } catch (err) {
      if (!(err instanceof CalendarFileError)) throw err;
      throw validationError([{ field: err.field, errors: [err.message] }]);
    }
    this.use(loaded);
    const event: MarketCalendarReloadedEvent = { origin: this.config.INSTANCE_ID };
    this.nc.publish(MARKET_EVENTS.calendarReloaded, JSON.stringify(event));
    this.logger.info({ by: actor.userId }, 'market calendar reloaded by an admin');
    return loadedReply(loaded);
  }
}
