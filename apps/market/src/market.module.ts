import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { ANALYTICS_ENTITIES, ANALYTICS_MIGRATIONS } from './analytics/analytics.schema.js';
import { AnalysisModule } from './analysis/analysis.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { CANDLES_ENTITIES, CANDLES_MIGRATIONS } from './candles/candles.schema.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CandlesModule } from './candles/candles.module.js';
import { CorporateActionsModule } from './corporate-actions/corporate-actions.module.js';
import { MarketConfig } from './config/market.config.js';
import { DashboardIndexUserEntity } from './indices/dashboard-index-user.entity.js';
import { DashboardIndexEntity } from './indices/dashboard-index.entity.js';
import { IndicesModule } from './indices/indices.module.js';
import { InstrumentLoadEntity } from './instruments/instrument-load.entity.js';
import { InstrumentEntity } from './instruments/instrument.entity.js';
import { InstrumentsController } from './instruments/instruments.controller.js';
import { MarketCoreModule } from './market-core.module.js';
import { CreateMarketCore1764000000000 } from './migrations/1764000000000-create-market-core.js';
import { AddInstrumentIsin1764001900000 } from './migrations/1764001900000-add-instrument-isin.js';
import { CreateCorporateActions1765000200000 } from './migrations/1765000200000-create-corporate-actions.js';
import { QuoteEntity } from './ticks/quote.entity.js';
import { TicksModule } from './ticks/ticks.module.js';

export const MARKET_SCHEMA = 'market';

@Module({})
export class MarketModule {
  static forRoot(config: MarketConfig, logger: Logger): DynamicModule {
    return {
      module: MarketModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `market-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: MARKET_SCHEMA,
          entities: [
            InstrumentEntity,
            InstrumentLoadEntity,
            QuoteEntity,
            DashboardIndexEntity,
            DashboardIndexUserEntity,
            ...CANDLES_ENTITIES,
            ...ANALYTICS_ENTITIES,
          ],
          migrations: [
            CreateMarketCore1764000000000,
            ...CANDLES_MIGRATIONS,
            ...ANALYTICS_MIGRATIONS,
            AddInstrumentIsin1764001900000,
            CreateCorporateActions1765000200000,
          ],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'market',
          schema: MARKET_SCHEMA,
          userTables: [
            { table: 'analytics_tracked_instruments', userColumn: 'user_id' },
            { table: 'dashboard_indices', userColumn: 'user_id' },
            { table: 'dashboard_index_users', userColumn: 'user_id' },
          ],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
        MarketCoreModule.forRoot(config),
        CalendarModule,
        TicksModule,
        IndicesModule,
        CandlesModule,
        AnalysisModule,
        AnalyticsModule,
        CorporateActionsModule,
      ],
      controllers: [InstrumentsController],
    };
  }
}
