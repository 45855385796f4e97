import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule } from '@app/common';
import { BundleController } from './bundle/bundle.controller.js';
import { BundleRepository } from './bundle/bundle.repository.js';
import { BundleService } from './bundle/bundle.service.js';
import { SettingsConfig } from './config/settings.config.js';
import { FormattingController } from './formatting/formatting.controller.js';
import { FormattingRepository } from './formatting/formatting.repository.js';
import { FormattingService } from './formatting/formatting.service.js';
import { LayoutsController } from './layouts/layouts.controller.js';
import { LayoutsRepository } from './layouts/layouts.repository.js';
import { LayoutsService } from './layouts/layouts.service.js';
import { CreateSettingsTables1764100000000 } from './migrations/1764100000000-create-settings-tables.js';
import { CollapsibleController } from './preferences/collapsible.controller.js';
import { CollapsibleRepository } from './preferences/collapsible.repository.js';
import { CollapsibleService } from './preferences/collapsible.service.js';
import { ColumnConfigsController } from './preferences/column-configs.controller.js';
import { ColumnConfigsRepository } from './preferences/column-configs.repository.js';
import { ColumnConfigsService } from './preferences/column-configs.service.js';
import { PreferencesController } from './preferences/preferences.controller.js';
import { PreferencesService } from './preferences/preferences.service.js';
import { UserSettingsRepository } from './preferences/user-settings.repository.js';
import { SETTINGS_USER_TABLES } from './settings-tables.js';

export const SETTINGS_SCHEMA = 'settings';

@Module({})
export class SettingsModule {
  static forRoot(config: SettingsConfig, logger: Logger): DynamicModule {
    return {
      module: SettingsModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `settings-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: SETTINGS_SCHEMA,
          entities: [],
          migrations: [CreateSettingsTables1764100000000],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'settings',
          schema: SETTINGS_SCHEMA,
          userTables: SETTINGS_USER_TABLES,
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      controllers: [
        BundleController,
        PreferencesController,
        CollapsibleController,
        ColumnConfigsController,
        FormattingController,
        LayoutsController,
      ],
      providers: [
        { provide: SettingsConfig, useValue: config },
        BundleRepository,
        BundleService,
        UserSettingsRepository,
        CollapsibleRepository,
        ColumnConfigsRepository,
        PreferencesService,
        CollapsibleService,
        ColumnConfigsService,
        FormattingRepository,
        FormattingService,
        LayoutsRepository,
        LayoutsService,
      ],
    };
  }
}
