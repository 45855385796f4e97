import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { MarketConfig } from './config/market.config.js';

export const MARKET_SCHEMA = 'market';

@Module({})
export class MarketModule {
  static forRoot(config: MarketConfig, logger: Logger): DynamicModule {
    return {
      module: MarketModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({ url: config.NATS_URL, name: `market-${config.INSTANCE_ID}`, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: MARKET_SCHEMA,
          entities: [],
          migrations: [],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'market',
          schema: MARKET_SCHEMA,
          userTables: [],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      providers: [{ provide: MarketConfig, useValue: config }],
    };
  }
}
