import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { PortfolioConfig } from './config/portfolio.config.js';

export const PORTFOLIO_SCHEMA = 'portfolio';

@Module({})
export class PortfolioModule {
  static forRoot(config: PortfolioConfig, logger: Logger): DynamicModule {
    return {
      module: PortfolioModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({ url: config.NATS_URL, name: `portfolio-${config.INSTANCE_ID}`, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: PORTFOLIO_SCHEMA,
          entities: [],
          migrations: [],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'portfolio',
          schema: PORTFOLIO_SCHEMA,
          userTables: [],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      providers: [{ provide: PortfolioConfig, useValue: config }],
    };
  }
}
