import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { AlertsConfig } from './config/alerts.config.js';

export const ALERTS_SCHEMA = 'alerts';

@Module({})
export class AlertsModule {
  static forRoot(config: AlertsConfig, logger: Logger): DynamicModule {
    return {
      module: AlertsModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({ url: config.NATS_URL, name: `alerts-${config.INSTANCE_ID}`, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: ALERTS_SCHEMA,
          entities: [],
          migrations: [],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'alerts',
          schema: ALERTS_SCHEMA,
          userTables: [],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      providers: [{ provide: AlertsConfig, useValue: config }],
    };
  }
}
