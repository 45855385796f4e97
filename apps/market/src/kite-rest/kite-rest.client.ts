import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@app/common';
import { MarketConfig } from '../config/market.config.js';
import { KiteRestError, kiteFailureOf, retryDelayMs } from './kite-failure.js';
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
    const url = new URL(`${this.config.KITE_API_URL.replace(/\/$/, '')}${path}`);
    for (const [k, v] of query) url.searchParams.append(k, v);
    for (let attempt = 0; ; attempt++) {
      await this.limiter.acquire(bucket);
      const answer = await this.once(url).catch((e: KiteRestError) => e);
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

  private async once(url: URL): Promise<{ data: unknown }> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          'X-Kite-Version': '3',
          Authorization: `token ${this.config.KITE_API_KEY}:${this.config.KITE_ACCESS_TOKEN}`,
        },
        signal: AbortSignal.timeout(this.config.KITE_HTTP_TIMEOUT_MS),
      });
    } catch (e) {
      const err = e as Error;
      if (err.name === 'TimeoutError') {
        throw new KiteRestError('timeout', `Kite did not answer within ${this.config.KITE_HTTP_TIMEOUT_MS} ms`);
      }
      throw new KiteRestError(
        'unreachable',
        `Kite is unreachable: ${(err.cause as Error | undefined)?.message ?? err.message}`,
      );
    }
    const body: unknown = await res.json().catch(() => null);
    const envelope = body as { status?: unknown; data?: unknown } | null;
    if (res.ok && envelope?.status === 'success') return { data: envelope.data };
    const failure = kiteFailureOf(res.status, body);
    failure.retryAfter = res.headers.get('retry-after');
    throw failure;
  }
}
