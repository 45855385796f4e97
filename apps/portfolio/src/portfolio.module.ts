import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule, ServiceCoreModule, serviceTypeOrmModule, UnitOfWork } from '@app/common';
import { BrokerController } from './broker/broker.controller.js';
import { LimitOrderListener } from './broker/limit-order.listener.js';
import { PaperAccountRepository } from './broker/paper-account.repository.js';
import { PaperBrokerService } from './broker/paper-broker.service.js';
import { PaperFillService } from './broker/paper-fill.service.js';
import { PortfolioConfig } from './config/portfolio.config.js';
import { FileImportsController } from './imports/file-imports.controller.js';
import { ImportFlowService } from './imports/import-flow.service.js';
import { ImportRecordRepository } from './imports/import-record.repository.js';
import { ImportService } from './imports/import.service.js';
import { UploadObjects } from './imports/upload-objects.js';
import { ImportsController } from './imports/imports.controller.js';
import { CorporateActionLedgerConsumer } from './ledger/corporate-action-ledger.consumer.js';
import { LedgerActionsRepository } from './ledger/ledger-actions.repository.js';
import { LedgerClock } from './ledger/ledger-clock.js';
import { LedgerRecorder } from './ledger/ledger-recorder.js';
import { LedgerTradesRepository } from './ledger/ledger-trades.repository.js';
import { LedgerController } from './ledger/ledger.controller.js';
import { LedgerService } from './ledger/ledger.service.js';
import { LedgerWriter } from './ledger/ledger-writer.js';
import { PgLedgerWriter } from './ledger/pg-ledger-writer.js';
import { KITE_BROKER_PROVIDERS } from './kite-broker/kite-broker.providers.js';
import { KiteConnectionController } from './kite-connection/kite-connection.controller.js';
import { KITE_CONNECTION_PROVIDERS } from './kite-connection/kite-connection.providers.js';
import { LossCoverController } from './loss-cover/loss-cover.controller.js';
import { LossCoverService } from './loss-cover/loss-cover.service.js';
import { LivePrices } from './market/live-prices.js';
import { LivePricesListener } from './market/live-prices.listener.js';
import { MarketPricesClient } from './market/market-prices.client.js';
import { CreatePortfolioTables1764200000000 } from './migrations/1764200000000-create-portfolio-tables.js';
import { CreateBrokerConnectionTables1764900000000 } from './migrations/1764900000000-create-broker-connection-tables.js';
import { CreateKiteSnapshots1764900100000 } from './migrations/1764900100000-create-kite-snapshots.js';
import { CreateImports1765000000000 } from './migrations/1765000000000-create-imports.js';
import { CreateLedgerTables1765000100000 } from './migrations/1765000100000-create-ledger-tables.js';
import { PORTFOLIO_USER_TABLES } from './portfolio-tables.js';
import { ReportsController } from './reports/reports.controller.js';
import { REPORTS_PROVIDERS } from './reports/reports.providers.js';
import { PositionsController } from './positions/positions.controller.js';
import { PositionsRepository } from './positions/positions.repository.js';
import { PositionsService } from './positions/positions.service.js';
import { RebuyEntryRepository } from './rebuy/rebuy-entry.repository.js';
import { RebuyController } from './rebuy/rebuy.controller.js';
import { RebuyService } from './rebuy/rebuy.service.js';
import { RolloverHistoryRepository } from './rollover/rollover-history.repository.js';
import { RolloverController } from './rollover/rollover.controller.js';
import { RolloverService } from './rollover/rollover.service.js';
import { SaleService } from './sales/sale.service.js';
import { SalesController } from './sales/sales.controller.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { SettingsClient } from './settings/settings.client.js';
import { SoldPositionRepository } from './sold/sold-position.repository.js';
import { SoldController } from './sold/sold.controller.js';
import { SoldService } from './sold/sold.service.js';

export const PORTFOLIO_SCHEMA = 'portfolio';

@Module({})
export class PortfolioModule {
  static forRoot(config: PortfolioConfig, logger: Logger): DynamicModule {
    return {
      module: PortfolioModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `portfolio-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        serviceTypeOrmModule({
          url: config.DATABASE_URL,
          schema: PORTFOLIO_SCHEMA,
          entities: [],
          migrations: [
            CreatePortfolioTables1764200000000,
            CreateBrokerConnectionTables1764900000000,
            CreateKiteSnapshots1764900100000,
            CreateImports1765000000000,
            CreateLedgerTables1765000100000,
          ],
          poolSize: config.DB_POOL_SIZE,
        }),
        ServiceCoreModule.forRoot({
          service: 'portfolio',
          schema: PORTFOLIO_SCHEMA,
          userTables: PORTFOLIO_USER_TABLES,
          instance: config.INSTANCE_ID,
          healthPort: config.HEALTH_PORT,
          consumeUserDeleted: true,
        }),
      ],
      controllers: [
        PositionsController,
        SalesController,
        SoldController,
        RolloverController,
        LossCoverController,
        ImportsController,
        RebuyController,
        BrokerController,
        KiteConnectionController,
        FileImportsController,
        LedgerController,
        ReportsController,
      ],
      providers: [
        { provide: PortfolioConfig, useValue: config },
        { provide: LivePrices, useValue: new LivePrices(config.LIVE_PRICE_FRESH_MS) },
        UnitOfWork,
        // Storage: one repository per table or aggregate.
        PositionsRepository,
        SoldPositionRepository,
        RebuyEntryRepository,
        RolloverHistoryRepository,
        PaperAccountRepository,
        // Other services, over NATS.
        LivePricesListener,
        MarketPricesClient,
        SettingsClient,
        // Features.
        PositionsService,
        SaleService,
        SoldService,
        RolloverService,
        LossCoverService,
        ImportService,
        RebuyService,
        PaperFillService,
        PaperBrokerService,
        LimitOrderListener,
        DemoSeedService,
        // The Zerodha connection; provides KiteSessions.
        ...KITE_CONNECTION_PROVIDERS,
        // Broker data and orders through Kite for connected users.
        ...KITE_BROKER_PROVIDERS,
        // File imports (previews, commits, undo) into the ledger through LedgerWriter.
        ImportRecordRepository,
        UploadObjects,
        ImportFlowService,
        // The lot ledger; provides LedgerWriter to imports.
        LedgerTradesRepository,
        { provide: LedgerWriter, useClass: PgLedgerWriter },
        LedgerActionsRepository,
        LedgerClock,
        LedgerService,
        LedgerRecorder,
        CorporateActionLedgerConsumer,
        // Returns, Tax P&L and harvesting, from the ledger.
        ...REPORTS_PROVIDERS,
      ],
    };
  }
}
