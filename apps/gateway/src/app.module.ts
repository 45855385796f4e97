import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import type { Logger } from 'pino';
import { LoggerModule, NatsModule } from '@app/common';
import { AccessTokenService } from './auth/access-token.service.js';
import { AuthGuard } from './auth/auth.guard.js';
import { RevocationCache } from './auth/revocation-cache.js';
import { GatewayConfig } from './config/gateway.config.js';
import { AdminController } from './http/admin/admin.controller.js';
import { AuthController } from './http/auth/auth.controller.js';
import { HealthController } from './http/health/health.controller.js';
import { LiveGateway } from './live/live.gateway.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot(logger),
        NatsModule.forRoot({ url: config.NATS_URL, name: `gateway-${config.INSTANCE_ID}`, rpcTimeoutMs: config.RPC_TIMEOUT_MS }),
        JwtModule.register({ secret: config.JWT_SECRET }),
      ],
      controllers: [AuthController, AdminController, HealthController],
      providers: [
        { provide: GatewayConfig, useValue: config },
        { provide: APP_GUARD, useClass: AuthGuard },
        AccessTokenService,
        RevocationCache,
        LiveGateway,
      ],
    };
  }
}
