import type { INestApplication, INestMicroservice } from '@nestjs/common';
import { serviceSubjects } from '@app/contracts';
import { startService } from '@app/common';
import type { Logger } from 'pino';
import { AuthModule } from '../../apps/auth/src/auth.module.js';
import { loadAuthConfig } from '../../apps/auth/src/config/auth.config.js';
import { createGateway } from '../../apps/gateway/src/bootstrap.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config/gateway.config.js';
import { AlertsModule } from '../../apps/alerts/src/alerts.module.js';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { PortfolioModule } from '../../apps/portfolio/src/portfolio.module.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { SettingsModule } from '../../apps/settings/src/settings.module.js';
import { loadSettingsConfig } from '../../apps/settings/src/config/settings.config.js';
import type { TestInfra } from './infra.js';
import { capturingLogger } from './logs.js';

export type BackendService = 'auth' | 'portfolio' | 'market' | 'settings' | 'alerts';
export const ALL_SERVICES: readonly BackendService[] = ['auth', 'portfolio', 'market', 'settings', 'alerts'];
type Env = Record<string, string | undefined>;

export interface StackOptions {
  services?: BackendService[];
  env?: Env;
}

/** The real services and gateway, in this process, on the test file's own database and NATS. */
export class TestStack {
  readonly logs: string[] = [];
  private readonly services = new Map<BackendService, INestMicroservice>();
  gateway?: INestApplication;
  private readonly extraGateways: INestApplication[] = [];
  baseUrl = '';

  constructor(
    private readonly infra: TestInfra,
    private readonly env: Env = {},
  ) {}

  private envFor(extra: Env = {}): Env {
    return {
      NODE_ENV: 'test',
      DATABASE_URL: this.infra.db.url,
      NATS_URL: this.infra.nats.url,
      LOG_LEVEL: 'debug',
      HEALTH_PORT: '0',
      METRICS_PORT: '0',
      RPC_TIMEOUT_MS: '3000',
      DB_POOL_SIZE: '4',
      // The simulator's whole universe offers ~8,000 ticks/s; suites are written for the core set.
      SIMULATOR_UNIVERSE: 'core',
      ...this.env,
      ...extra,
    };
  }

  private logger(service: string): Logger {
    const { logger, lines } = capturingLogger(service);
    const push = lines.push.bind(lines);
    lines.push = (...items: string[]) => (this.logs.push(...items), push(...items));
    return logger;
  }

  async startService(name: BackendService, extra: Env = {}): Promise<INestMicroservice> {
    const env = this.envFor(extra);
    const logger = this.logger(name);
    const module = (() => {
      switch (name) {
        case 'auth':
          return AuthModule.forRoot(loadAuthConfig(env), logger);
        case 'portfolio':
          return PortfolioModule.forRoot(loadPortfolioConfig(env), logger);
        case 'market':
          return MarketModule.forRoot(loadMarketConfig(env), logger);
        case 'settings':
          return SettingsModule.forRoot(loadSettingsConfig(env), logger);
        case 'alerts':
          return AlertsModule.forRoot(loadAlertsConfig(env), logger);
      }
    })();
    const app = await startService(module, {
      queue: name,
      natsUrl: env.NATS_URL!,
      instance: `test-${name}`,
      logger,
      readinessSubject: serviceSubjects(name).health,
    });
    this.services.set(name, app);
    return app;
  }

  /** Starts these services one after another (each runs its migrations before the next starts). */
  async startServices(names: readonly BackendService[] = ALL_SERVICES): Promise<void> {
    for (const name of names) await this.startService(name);
  }

  /** The five services and a gateway; answers the gateway's base URL. */
  async startAll(gatewayEnv: Env = {}): Promise<string> {
    await this.startServices();
    return this.startGateway(gatewayEnv);
  }

  /** A running service's application, to reach its providers in a test. */
  service(name: BackendService): INestMicroservice {
    const app = this.services.get(name);
    if (!app) throw new Error(`${name} is not running`);
    return app;
  }

  async stopService(name: BackendService): Promise<void> {
    await this.services.get(name)?.close();
    this.services.delete(name);
  }

  async startGateway(extra: Env = {}): Promise<string> {
    const config = loadGatewayConfig(this.envFor({ PORT: '0', ...extra }));
    this.gateway = await createGateway(config, this.logger('gateway'));
    await this.gateway.listen(0, '127.0.0.1');
    const { port } = this.gateway.getHttpServer().address() as { port: number };
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }

  /** Another gateway replica on the same NATS (the first one stays `gateway`); answers its base URL. */
  async startExtraGateway(extra: Env = {}): Promise<string> {
    const config = loadGatewayConfig(this.envFor({ PORT: '0', ...extra }));
    const app = await createGateway(config, this.logger('gateway-2'));
    await app.listen(0, '127.0.0.1');
    this.extraGateways.push(app);
    const { port } = app.getHttpServer().address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const g of this.extraGateways) await g.close();
    await this.gateway?.close();
    for (const name of [...this.services.keys()]) await this.stopService(name);
  }
}
