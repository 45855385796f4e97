import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { KiteRestError, kiteRequest, retryDelayMs } from '@app/kite';
import { KiteRequestsRepository, type KiteBucket } from './kite-requests.repository.js';
import { RequestLimiter, sleep } from './request-limiter.js';

/** A 429 is retried this many times, waiting longer each time, before the call fails. */
export const MAX_429_RETRIES = 3;
const RETRY_BASE_MS = 500;

/**
 * GETs on Kite's REST API (api.kite.trade): signed with the api key and access token, each attempt
 * paced by the shared limiter, answers unwrapped from {status: "success", data}. Every attempt is
 * logged for the fetcher's status.
 */
@Injectable()
export class KiteRestClient {
  constructor(
    private readonly config: MarketConfig,
    private readonly limiter: RequestLimiter,
    private readonly requests: KiteRequestsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Kite is the market's source: the same condition that picks the Kite ticker feed. */
  get enabled(): boolean {
    return this.config.feedKind === 'kite';
  }

  async get(bucket: KiteBucket, path: string, query: ReadonlyArray<[string, string]>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      await this.limiter.acquire(bucket);
      const answer = await this.once(path, query).catch((e: KiteRestError) => e);
      await this.requests
        .record(
          bucket,
          answer instanceof KiteRestError ? (answer.status ?? 0) : 200,
          answer instanceof KiteRestError ? answer.message : null,
        )
        .catch(() => undefined);
      if (!(answer instanceof KiteRestError)) return answer.data;
      if (answer.kind !== 'rate-limited' || attempt >= MAX_429_RETRIES) throw answer;
      const wait = retryDelayMs(attempt, answer.retryAfter, RETRY_BASE_MS);
      this.logger.warn({ path, attempt: attempt + 1, waitMs: wait }, 'Kite rate-limited a request; retrying');
      await sleep(wait);
    }
  }

  private once(path: string, query: ReadonlyArray<[string, string]>) {
    return kiteRequest({
      baseUrl: this.config.KITE_API_URL,
      path,
      query,
      auth: { apiKey: this.config.KITE_API_KEY!, accessToken: this.config.KITE_ACCESS_TOKEN! },
      timeoutMs: this.config.KITE_HTTP_TIMEOUT_MS,
    });
  }
}
