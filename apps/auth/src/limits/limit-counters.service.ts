import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LimitHitReply } from '@app/contracts';
import { LimitCountersRepository } from './limit-counters.repository.js';

const PURGE_EVERY_MS = 10 * 60_000;

/** The request limits of every gateway replica, counted in one place so they share one budget. */
@Injectable()
export class LimitCountersService implements OnModuleInit, OnModuleDestroy {
  private purgeTimer?: NodeJS.Timeout;

  constructor(private readonly counters: LimitCountersRepository) {}

  onModuleInit() {
    this.purgeTimer = setInterval(() => void this.counters.purgeEnded().catch(() => undefined), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.purgeTimer);
  }

  async hit(key: string, windowMs: number, change: 1 | -1): Promise<LimitHitReply> {
    const { hits, resetAt } = await this.counters.hit(key, windowMs, change);
    return { hits, reset_at: resetAt.toISOString() };
  }

  reset(key: string): Promise<void> {
    return this.counters.reset(key);
  }
}
