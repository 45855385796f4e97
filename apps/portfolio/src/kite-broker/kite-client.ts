import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Logger } from 'pino';
import { ErrorCode } from '@app/contracts';
import { DomainError, LOGGER } from '@app/common';
import { KiteRestError, kiteRequest, retryDelayMs, type KiteRequest } from '@app/kite';
import { PortfolioConfig } from '../config/portfolio.config.js';
import { KiteSessions, type KiteUserSession } from '../kite-connection/kite-sessions.js';
import { domainErrorOf, isOutage, isRetryableRead, READ_ATTEMPTS, READ_RETRY_BASE_MS } from './kite-call-rules.js';
import { OrderRateLimiter } from './order-rate-limiter.js';

type Form = KiteRequest['form'];

/** A read that failed for want of Kite (after its retries): the caller may answer a stored copy instead. */
export class KiteOutage extends Error {
  constructor(override readonly cause: KiteRestError) {
    super(cause.message);
    this.name = 'KiteOutage';
  }
}

/** How long to wait (ms); replaceable in tests. */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Calls Kite for one user's session. Reads are retried with back-off on 429, 5xx, timeouts and no answer,
 * within one deadline so the caller hears back before its own RPC timeout; order writes are sent once and
 * pass the per-user order limiter first. A TokenException marks the connection expired.
 */
@Injectable()
export class KiteClient {
  readonly limiter = new OrderRateLimiter();

  constructor(
    private readonly config: PortfolioConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly sessions?: KiteSessions,
  ) {}

  /** Everything a read may take, retries included: Kite's timeout, kept inside the caller's RPC timeout. */
  get readBudgetMs(): number {
    return Math.max(100, Math.min(this.config.KITE_HTTP_TIMEOUT_MS, this.config.RPC_TIMEOUT_MS - 500));
  }

  /**
   * GET a path. Throws KiteOutage when Kite stayed unreachable or 5xx through the retries (the caller
   * decides whether a stored answer stands in), a coded DomainError otherwise.
   */
  async read<T>(s: KiteUserSession, path: string): Promise<T> {
    const deadline = Date.now() + this.readBudgetMs;
    for (let attempt = 0; ; attempt++) {
      const left = deadline - Date.now();
      try {
        return (await kiteRequest<T>({ ...this.base(s), path, timeoutMs: Math.max(50, left) })).data;
      } catch (e) {
        if (!(e instanceof KiteRestError)) throw e;
        const wait = retryDelayMs(attempt, e.retryAfter, READ_RETRY_BASE_MS);
        const retry = isRetryableRead(e) && attempt + 1 < READ_ATTEMPTS && deadline - Date.now() > wait + 50;
        if (retry) {
          this.logger.debug({ path, kind: e.kind, attempt }, 'kite read retried');
          await sleep(wait);
          continue;
        }
        throw await this.failure(s, e, true);
      }
    }
  }

  /** An order write (place, modify, cancel): never retried, since a lost answer may still mean a placed order. */
  async write<T>(s: KiteUserSession, method: 'POST' | 'PUT' | 'DELETE', path: string, form?: Form): Promise<T> {
    const slot = this.limiter.take(s.userId, Date.now());
    if (!slot.ok) {
      throw new DomainError(
        ErrorCode.RateLimited,
        `Too many orders: Zerodha allows ${slot.limit}; try again in a moment`,
        undefined,
        Math.max(1, Math.ceil(slot.retryAfterMs / 1000)),
      );
    }
    try {
      return (
        await kiteRequest<T>({ ...this.base(s), method, path, form, timeoutMs: this.config.KITE_HTTP_TIMEOUT_MS })
      ).data;
    } catch (e) {
      if (!(e instanceof KiteRestError)) throw e;
      throw await this.failure(s, e, false);
    }
  }

  private base(s: KiteUserSession) {
    return { baseUrl: this.config.KITE_API_URL, auth: { apiKey: s.apiKey, accessToken: s.accessToken } };
  }

  private async failure(s: KiteUserSession, e: KiteRestError, read: boolean): Promise<Error> {
    if (e.kind === 'token') {
      this.logger.warn({ userId: s.userId }, 'Kite refused the session (TokenException): marked expired');
      await this.sessions?.markExpired(s.userId, e.message);
      return domainErrorOf(e);
    }
    if (read && isOutage(e)) return new KiteOutage(e);
    return domainErrorOf(e);
  }
}
