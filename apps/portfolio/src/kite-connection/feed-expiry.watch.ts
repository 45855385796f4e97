import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { ConnectionClock } from './connection-clock.js';
import type { ConnectionRow } from './connection-row.js';
import { ConnectionEvents } from './connection-events.js';
import { connectionState } from './connection-status.js';
import { KiteConnectionRepository } from './kite-connection.repository.js';

/**
 * Tells the market the moment the feed account's token stops working (06:00 IST), so the feed falls
 * back without waiting for Kite to refuse it. Users' own expiry needs no timer: status is derived on
 * every read. Each portfolio instance keeps one timer; a repeated event only makes the market re-read.
 */
@Injectable()
export class FeedExpiryWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  /** The expiry (ms) the timer was set for, until it is announced. */
  private waitingFor?: number;

  constructor(
    private readonly repo: KiteConnectionRepository,
    private readonly events: ConnectionEvents,
    private readonly clock: ConnectionClock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reschedule();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** Sets the timer for the current feed account's expiry (none when it has no live session). */
  async reschedule(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const row = await this.repo.feedAccount();
    const state = connectionState(row, this.clock.now());
    // The expiry this instance was waiting for passed while the row was read (a re-read moments before
    // 06:00): announce it now, or no timer would ever tell the market.
    if (state === 'expired' && row?.expiresAt && row.expiresAt.getTime() === this.waitingFor) return this.expired(row);
    if (!row || state !== 'connected') {
      this.waitingFor = undefined;
      return;
    }
    this.waitingFor = row.expiresAt!.getTime();
    const delay = Math.max(0, row.expiresAt!.getTime() - this.clock.now().getTime());
    this.timer = setTimeout(() => this.expired(row), Math.min(delay, 2 ** 31 - 1));
    this.timer.unref();
  }

  private expired(row: ConnectionRow): void {
    // A timer capped at setTimeout's limit wakes early: then it only sets itself again.
    if (connectionState(row, this.clock.now()) === 'expired') {
      this.waitingFor = undefined;
      this.logger.info({ userId: row.userId }, "the feed account's Kite session reached its expiry");
      this.events.feedSessionChanged(null, "The feed account's Kite session ended at 06:00 IST");
      this.events.connectionChanged(row.userId, 'expired', row.kiteUserId);
    }
    void this.reschedule().catch((e: Error) => this.logger.error({ err: e.message }, 'feed expiry reschedule failed'));
  }
}
