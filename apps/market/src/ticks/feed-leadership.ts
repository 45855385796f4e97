import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource, QueryRunner } from 'typeorm';
import { LOGGER } from '@app/common';

const LOCK_KEY = 'market:feed';
const CHECK_INTERVAL_MS = 3000;

/**
 * Exactly one market replica runs the feed: the one holding a Postgres session advisory lock. The lock
 * dies with its connection, so when the leader's process or connection goes, another replica takes
 * over within one check interval.
 */
@Injectable()
export class FeedLeadership {
  private runner?: QueryRunner;
  private timer?: NodeJS.Timeout;
  private leading = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  start(onAcquire: () => Promise<void>, onLose: () => Promise<void>): void {
    const check = async () => {
      if (this.stopped) return;
      try {
        if (this.leading) await this.runner!.query('SELECT 1');
        else await this.tryAcquire(onAcquire);
      } catch (e) {
        this.logger.warn({ err: (e as Error).message, leading: this.leading }, 'feed leadership check failed');
        if (this.leading) {
          this.leading = false;
          await onLose().catch(() => undefined);
        }
        await this.runner?.release().catch(() => undefined);
        this.runner = undefined;
      }
      if (!this.stopped) this.timer = setTimeout(() => void check(), CHECK_INTERVAL_MS);
    };
    void check();
  }

  private async tryAcquire(onAcquire: () => Promise<void>): Promise<void> {
    this.runner ??= this.ds.createQueryRunner();
    const [row] = (await this.runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [LOCK_KEY])) as { ok: boolean }[];
    if (!row?.ok) return;
    this.leading = true;
    this.logger.info('this replica now runs the market feed');
    await onAcquire();
  }

  /** Gives the lock up (the feed must already be stopped) and stops competing for it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.runner) {
      if (this.leading) await this.runner.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]).catch(() => undefined);
      await this.runner.release().catch(() => undefined);
    }
    this.leading = false;
  }
}
