import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AccessTokenService } from '../auth/access-token.service.js';
import { RevocationCache } from '../auth/revocation-cache.js';
import { GatewayConfig } from '../config/gateway.config.js';
import { MetricsServer } from '../observability/metrics-server.js';

/** Config and token checks every area of the gateway uses. */
@Global()
@Module({})
export class GatewayCoreModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayCoreModule,
      providers: [{ provide: GatewayConfig, useValue: config }, AccessTokenService, RevocationCache, MetricsServer],
      exports: [GatewayConfig, AccessTokenService, RevocationCache, MetricsServer],
    };
  }
}
