import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { FeedLockRepository } from './feed-lock.repository.js';

const CHECK_INTERVAL_MS = 3000;

/**
 * Exactly one market replica runs the feed: the one holding the feed lock. The lock dies with its
 * connection, so when the leader's process or connection goes, another replica takes over within one
 * check interval.
 */
@Injectable()
export class FeedLeadership {
  private timer?: NodeJS.Timeout;
  private leading = false;
  private stopped = false;

  constructor(
    private readonly lock: FeedLockRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(onAcquire: () => Promise<void>, onLose: () => Promise<void>): void {
    const check = async () => {
      if (this.stopped) return;
      try {
        if (this.leading) await this.lock.ping();
        else await this.tryAcquire(onAcquire);
      } catch (e) {
        this.logger.warn({ err: (e as Error).message, leading: this.leading }, 'feed leadership check failed');
        if (this.leading) {
          this.leading = false;
          await onLose().catch(() => undefined);
        }
        await this.lock.release();
      }
      if (!this.stopped) this.timer = setTimeout(() => void check(), CHECK_INTERVAL_MS);
    };
    void check();
  }

  private async tryAcquire(onAcquire: () => Promise<void>): Promise<void> {
    if (!(await this.lock.tryAcquire())) return;
    this.leading = true;
    this.logger.info('this replica now runs the market feed');
    await onAcquire();
  }

  /** Gives the lock up (the feed must already be stopped) and stops competing for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.leading) await this.lock.unlock();
    await this.lock.release();
    this.leading = false;
  }
}
