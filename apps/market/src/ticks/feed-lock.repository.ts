import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';

const LOCK_KEY = 'market:feed';

/**
 * The feed lock: a Postgres session advisory lock, held on a connection of its own so that it lives and
 * dies with that connection. Plain SQL: advisory locks are functions, with no TypeORM counterpart.
 */
@Injectable()
export class FeedLockRepository {
  private runner?: QueryRunner;

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Takes the lock if no other session holds it; the connection is kept either way for the next try. */
  async tryAcquire(): Promise<boolean> {
    this.runner ??= this.ds.createQueryRunner();
    const [row] = (await this.runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [LOCK_KEY])) as {
      ok: boolean;
    }[];
    return Boolean(row?.ok);
  }

  /** Proves the lock's connection (and so the lock) still alive; throws when it is gone. */
  async ping(): Promise<void> {
    if (!this.runner) throw new Error('the feed lock has no connection');
    await this.runner.query('SELECT 1');
  }

  /** Gives the lock up, when held; failures are ignored (a dead connection has dropped it already). */
  async unlock(): Promise<void> {
    await this.runner?.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK_KEY]).catch(() => undefined);
  }

  /** Returns the lock's connection to the pool (which drops a lock still held on it). */
  async release(): Promise<void> {
    await this.runner?.release().catch(() => undefined);
    this.runner = undefined;
  }
}
