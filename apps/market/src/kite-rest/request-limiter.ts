import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { KiteRequestsRepository, type KiteBucket } from './kite-requests.repository.js';

/**
 * A slot is reused only after this long. Kite counts requests per second as they arrive; a claim is
 * stamped just before the request leaves, so the 100 ms beyond the second absorbs the spread of send
 * and network delays between replicas (3 slots per 1.1 s: at most 3 arrivals in any second).
 */
export const SLOT_WINDOW_MS = 1100;

/** Polls between claims never sooner than this, so waiters do not hammer the database. */
const MIN_POLL_MS = 15;

/**
 * The one request budget of every market replica, per Kite bucket (historical 3/s, quotes 1/s): each
 * request first claims a slot row in Postgres. Chosen over an advisory lock because a claim is one
 * short statement (no lock held across the HTTP call, nothing left behind by a crashed replica) and
 * the slot's timestamp is the spacing itself.
 */
@Injectable()
export class RequestLimiter {
  private localWaiting = 0;
  private claims = 0;

  constructor(private readonly repo: KiteRequestsRepository) {}

  /** Requests of this replica waiting for a slot now. */
  get waiting(): number {
    return this.localWaiting;
  }

  async acquire(bucket: KiteBucket): Promise<void> {
    const first = await this.repo.claim(bucket, SLOT_WINDOW_MS);
    if (first.claimed) return this.claimed();
    const id = randomUUID();
    this.localWaiting++;
    await this.repo.startWaiting(id, bucket).catch(() => undefined);
    try {
      let claim = first;
      while (!claim.claimed) {
        // A little jitter so replicas that woke together do not collide on the same slot again.
        await sleep(Math.max(MIN_POLL_MS, Math.min(SLOT_WINDOW_MS, claim.waitMs)) + Math.random() * 10);
        claim = await this.repo.claim(bucket, SLOT_WINDOW_MS);
      }
    } finally {
      this.localWaiting--;
      await this.repo.stopWaiting(id).catch(() => undefined);
    }
    return this.claimed();
  }

  private async claimed(): Promise<void> {
    if (++this.claims % 200 === 0) await this.repo.prune().catch(() => undefined);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
