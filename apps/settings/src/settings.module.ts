import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { SettingsConfig } from './config/settings.config.js';

export const SETTINGS_SCHEMA = 'settings';

@Module({})
export class SettingsModule {
  static forRoot(config: SettingsConfig, logger: Logger): DynamicModule {
    return {
      module: SettingsModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({ url: config.NATS_URL, name: `settings-${config.INSTANCE_ID}`, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: SETTINGS_SCHEMA,
          entities: [],
          migrations: [],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'settings',
          schema: SETTINGS_SCHEMA,
          userTables: [],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      providers: [{ provide: SettingsConfig, useValue: config }],
    };
  }
}
