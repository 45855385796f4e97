import { Global, Module, type DynamicModule } from '@nestjs/common';
import { UnitOfWork } from '@app/common';
import { Clock } from './clock/clock.js';
import { MarketConfig } from './config/market.config.js';
import { FeedCredentials } from './feeds/feed-credentials.js';
import { InstrumentLoadsRepository } from './instruments/instrument-loads.repository.js';
import { InstrumentsRepository } from './instruments/instruments.repository.js';
import { InstrumentsService } from './instruments/instruments.service.js';
import { KiteInstrumentsClient } from './instruments/kite-instruments.client.js';
import { LatestPrices } from './ticks/latest-prices.js';

/**
 * What every area of the market service shares: config, clock, the unit of work, the instrument master,
 * the latest prices and the Kite token (FeedCredentials: one per replica).
 */
@Global()
@Module({})
export class MarketCoreModule {
  static forRoot(config: MarketConfig): DynamicModule {
    return {
      module: MarketCoreModule,
      providers: [
        { provide: MarketConfig, useValue: config },
        { provide: Clock, useFactory: () => new Clock(config.MARKET_CLOCK_START) },
        UnitOfWork,
        InstrumentsRepository,
        InstrumentLoadsRepository,
        KiteInstrumentsClient,
        InstrumentsService,
        LatestPrices,
        FeedCredentials,
      ],
      exports: [MarketConfig, Clock, UnitOfWork, InstrumentsService, LatestPrices, FeedCredentials],
    };
  }
}
