import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule } from '@app/common/base';
import { AuthGuard } from './auth/auth.guard.js';
import { GatewayConfig } from './config/gateway.config.js';
import { GatewayCoreModule } from './core/gateway-core.module.js';
import { EnvelopeInterceptor } from './envelope/envelope.interceptor.js';
import { AdminController } from './http/admin/admin.controller.js';
import { AdminAuditController } from './http/admin/admin-audit.controller.js';
import { AdminMarketCalendarController } from './http/admin/admin-market-calendar.controller.js';
import { AlertsHttpModule } from './http/alerts/alerts-http.module.js';
import { AuthController } from './http/auth/auth.controller.js';
import { HealthController } from './http/health/health.controller.js';
import { ImportsHttpModule } from './http/imports/imports-http.module.js';
import { CorporateActionsHttpModule } from './http/corporate-actions/corporate-actions-http.module.js';
import { LedgerHttpModule } from './http/ledger/ledger-http.module.js';
import { ReportsHttpModule } from './http/reports/reports-http.module.js';
import { MarketAnalysisHttpModule } from './http/market-analysis/market-analysis-http.module.js';
import { MarketHttpModule } from './http/market/market-http.module.js';
import { PortfolioHttpModule } from './http/portfolio/portfolio-http.module.js';
import { SettingsHttpModule } from './http/settings/settings-http.module.js';
import { LiveModule } from './live/live.module.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({
          url: config.NATS_URL,
          name: `gateway-${config.INSTANCE_ID}`,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
        }),
        // A key object, not the string: given a string, jsonwebtoken first tries to parse it as a public
        // key on every verify, and that failed parse costs more than the rest of a request's auth.
        JwtModule.register({ global: true, secret: createSecretKey(Buffer.from(config.JWT_SECRET)) }),
        GatewayCoreModule.forRoot(config),
        MarketHttpModule,
        MarketAnalysisHttpModule,
        SettingsHttpModule,
        PortfolioHttpModule,
        ImportsHttpModule,
        CorporateActionsHttpModule,
        LedgerHttpModule,
        ReportsHttpModule,
        AlertsHttpModule,
        LiveModule,
      ],
      controllers: [
        AuthController,
        AdminController,
        AdminAuditController,
        AdminMarketCalendarController,
        HealthController,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
