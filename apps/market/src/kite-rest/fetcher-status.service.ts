import { Injectable } from '@nestjs/common';
import type { HistoryFetcherStatusReply } from '@app/contracts';
import { KiteRequestsRepository } from './kite-requests.repository.js';
import { KiteRestClient } from './kite-rest.client.js';
import { HISTORICAL_PER_SECOND } from './kite-limits.js';

/** The historical fetcher's queue and pace, from the shared limiter's tables (so the same on every replica). */
@Injectable()
export class FetcherStatusService {
  constructor(
    private readonly rest: KiteRestClient,
    private readonly requests: KiteRequestsRepository,
  ) {}

  async status(): Promise<HistoryFetcherStatusReply> {
    const [historical, quote] = await Promise.all([
      this.requests.activity('historical'),
      this.requests.activity('quote'),
    ]);
    return {
      enabled: this.rest.enabled,
      queued: historical.waiting,
      requests_last_minute: historical.lastMinute,
      rate_per_second: Math.round((historical.lastMinute / 60) * 100) / 100,
      rate_limit_per_second: HISTORICAL_PER_SECOND,
      last_request_at: historical.lastRequestAt?.toISOString() ?? null,
      last_error: historical.lastError
        ? { at: historical.lastError.at.toISOString(), message: historical.lastError.message }
        : null,
      quote_requests_last_minute: quote.lastMinute,
    };
  }
}
