import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, UnitOfWork, serviceTypeOrmModule } from '@app/common';
import { AlertsController } from './alerts/alerts.controller.js';
import { AlertsRepository } from './alerts/alerts.repository.js';
import { AlertsService } from './alerts/alerts.service.js';
import { AlertsConfig } from './config/alerts.config.js';
import { CorporateActionsConsumerService } from './corporate-actions/corporate-actions-consumer.service.js';
import { TargetRescaleRepository } from './corporate-actions/target-rescale.repository.js';
import { AlertsEngine } from './evaluator/alerts-engine.js';
import { MarketClient } from './market.client.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { CreateAlertsTables1764300000000 } from './migrations/1764300000000-create-alerts-tables.js';
import { CreateAppliedCorporateActions1765000300000 } from './migrations/1765000300000-create-applied-corporate-actions.js';
import { CreateAlertRulesAndOutbox1766000000000 } from './migrations/1766000000000-create-alert-rules-and-outbox.js';
import { CHANNELS_CONTROLLERS, CHANNELS_PROVIDERS } from './channels/channels.providers.js';
import { DELIVERY_CONTROLLERS, DELIVERY_PROVIDERS } from './delivery/delivery.providers.js';
import { IN_APP_FIRES_CONTROLLERS, IN_APP_FIRES_PROVIDERS } from './in-app-fires/in-app-fires.providers.js';
import { AddReadStateToRuleFires1766100000000 } from './migrations/1766100000000-add-read-state-to-rule-fires.js';
import { RULE_ENGINE_CONTROLLERS, RULE_ENGINE_PROVIDERS } from './rule-engine/rule-engine.providers.js';
import { RULES_CONTROLLERS, RULES_PROVIDERS } from './rules/rules.providers.js';
import { EntriesRepository } from './watchlist/entries.repository.js';
import { WatchlistController } from './watchlist/watchlist.controller.js';
import { WatchlistService } from './watchlist/watchlist.service.js';

export const ALERTS_SCHEMA = 'alerts';

@Module({})
export class AlertsModule {
  static forRoot(config: AlertsConfig, logger: Logger): DynamicModule {
    return {
      module: AlertsModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `alerts-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: ALERTS_SCHEMA,
          entities: [],
          migrations: [
            CreateAlertsTables1764300000000,
            CreateAppliedCorporateActions1765000300000,
            CreateAlertRulesAndOutbox1766000000000,
            AddReadStateToRuleFires1766100000000,
          ],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'alerts',
          schema: ALERTS_SCHEMA,
          userTables: [
            { table: 'alerts', userColumn: 'user_id' },
            { table: 'watchlist_entries', userColumn: 'user_id' },
            { table: 'rules', userColumn: 'user_id' },
            { table: 'rule_fires', userColumn: 'user_id' },
            { table: 'deliveries', userColumn: 'user_id' },
            { table: 'channel_settings', userColumn: 'user_id' },
            { table: 'push_subscriptions', userColumn: 'user_id' },
          ],
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      controllers: [
        WatchlistController,
        AlertsController,
        ...RULES_CONTROLLERS,
        ...RULE_ENGINE_CONTROLLERS,
        ...DELIVERY_CONTROLLERS,
        ...IN_APP_FIRES_CONTROLLERS,
        ...CHANNELS_CONTROLLERS,
      ],
      providers: [
        { provide: AlertsConfig, useValue: config },
        UnitOfWork,
        MarketClient,
        EntriesRepository,
        AlertsRepository,
        AlertsEngine,
        WatchlistService,
        AlertsService,
        DemoSeedService,
        TargetRescaleRepository,
        CorporateActionsConsumerService,
        ...RULES_PROVIDERS,
        ...RULE_ENGINE_PROVIDERS,
        ...DELIVERY_PROVIDERS,
        ...IN_APP_FIRES_PROVIDERS,
        ...CHANNELS_PROVIDERS,
      ],
    };
  }
}
