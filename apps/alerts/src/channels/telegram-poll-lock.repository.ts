import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';

/** The advisory lock that lets one replica at a time poll the bot (getUpdates allows a single poller). */
const POLL_LOCK = 24_000_001;

/**
 * The poller's lock, held on a connection of its own for as long as the replica polls: an advisory lock
 * belongs to its session, and ends with it if the replica dies.
 */
@Injectable()
export class TelegramPollLock {
  private holder?: QueryRunner;

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async tryTake(): Promise<boolean> {
    this.holder ??= this.ds.createQueryRunner();
    const [{ locked }] = (await this.holder.query('SELECT pg_try_advisory_lock($1) AS locked', [POLL_LOCK])) as {
      locked: boolean;
    }[];
    return locked;
  }

  async release(): Promise<void> {
    const holder = this.holder;
    this.holder = undefined;
    if (!holder || holder.isReleased) return;
    await holder.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await holder.release();
  }
}
