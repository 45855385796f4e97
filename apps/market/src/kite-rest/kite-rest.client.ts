import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { FeedCredentials } from '../feeds/feed-credentials.js';
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
    private readonly credentials: FeedCredentials,
    private readonly limiter: RequestLimiter,
    private readonly requests: KiteRequestsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Kite is the market's source: a usable token (KITE_ACCESS_TOKEN, or the feed account's live session). */
  get enabled(): boolean {
    return this.credentials.accessToken() !== null;
  }

  async get(bucket: KiteBucket, path: string, query: ReadonlyArray<[string, string]>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      if (!this.credentials.accessToken()) throw new KiteRestError('token', 'no Kite session to sign the request with');
      await this.limiter.acquire(bucket);
      // Read after the wait: the session may have been replaced meanwhile.
      const token = this.credentials.accessToken();
      if (!token) throw new KiteRestError('token', 'no Kite session to sign the request with');
      const answer = await this.once(path, query, token).catch((e: KiteRestError) => e);
      await this.requests
        .record(
          bucket,
          answer instanceof KiteRestError ? (answer.status ?? 0) : 200,
          answer instanceof KiteRestError ? answer.message : null,
        )
        .catch(() => undefined);
      if (!(answer instanceof KiteRestError)) return answer.data;
      if (answer.kind === 'token') this.credentials.refuse(token);
      if (answer.kind !== 'rate-limited' || attempt >= MAX_429_RETRIES) throw answer;
      const wait = retryDelayMs(attempt, answer.retryAfter, RETRY_BASE_MS);
      this.logger.warn({ path, attempt: attempt + 1, waitMs: wait }, 'Kite rate-limited a request; retrying');
      await sleep(wait);
    }
  }

  private once(path: string, query: ReadonlyArray<[string, string]>, accessToken: string) {
    return kiteRequest({
      baseUrl: this.config.KITE_API_URL,
      path,
      query,
      auth: { apiKey: this.config.KITE_API_KEY!, accessToken },
      timeoutMs: this.config.KITE_HTTP_TIMEOUT_MS,
    });
  }
}
