import { Module } from '@nestjs/common';
import { FetcherStatusController } from './fetcher-status.controller.js';
import { FetcherStatusService } from './fetcher-status.service.js';
import { KiteHistoryClient } from './kite-history.client.js';
import { KiteLtpClient } from './kite-ltp.client.js';
import { KiteRequestsRepository } from './kite-requests.repository.js';
import { KiteRestClient } from './kite-rest.client.js';
import { RequestLimiter } from './request-limiter.js';

/** Kite's REST API for market data: historical candles and LTP quotes, paced by one limiter shared across replicas. */
@Module({
  controllers: [FetcherStatusController],
  providers: [
    KiteRequestsRepository,
    RequestLimiter,
    KiteRestClient,
    KiteHistoryClient,
    KiteLtpClient,
    FetcherStatusService,
  ],
  exports: [KiteRestClient, KiteHistoryClient, KiteLtpClient],
})
export class KiteRestModule {}
