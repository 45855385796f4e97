import type { INestMicroservice } from '@nestjs/common';
import { serviceSubjects } from '@app/contracts';
import { startService } from '@app/common';
import { loadPortfolioConfig } from '../../../apps/portfolio/src/config/portfolio.config.js';
import { KiteSessions, type KiteUserSession } from '../../../apps/portfolio/src/kite-connection/kite-sessions.js';
import { PortfolioModule } from '../../../apps/portfolio/src/portfolio.module.js';
import type { TestInfra } from '../infra.js';
import { capturingLogger } from '../logs.js';

/**
 * A KiteSessions for tests of the broker-data side alone: the sessions a test hands it (issued by the
 * fake Kite), with the expiry the broker side reports. The real one belongs to the connection module.
 */
export class TestKiteSessions extends KiteSessions {
  readonly sessions = new Map<string, KiteUserSession>();
  readonly expired = new Map<string, string>();

  connect(userId: string, kiteUserId: string, apiKey: string, accessToken: string): void {
    this.expired.delete(userId);
    this.sessions.set(userId, { userId, kiteUserId, apiKey, accessToken, expiresAt: new Date(Date.now() + 3_600_000) });
  }

  async liveSession(userId: string): Promise<KiteUserSession | null> {
    return this.expired.has(userId) ? null : (this.sessions.get(userId) ?? null);
  }

  async markExpired(userId: string, reason: string): Promise<void> {
    this.expired.set(userId, reason);
  }

  async userIdOfKiteUser(kiteUserId: string): Promise<string | null> {
    return [...this.sessions.values()].find((s) => s.kiteUserId === kiteUserId)?.userId ?? null;
  }
}

/** The portfolio service on the test's database and NATS, with this KiteSessions in place of the connection module's. */
export async function startPortfolioWithSessions(
  infra: TestInfra,
  sessions: KiteSessions,
  env: Record<string, string>,
): Promise<{ app: INestMicroservice; logs: string[] }> {
  const { logger, lines } = capturingLogger('portfolio');
  const full = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    LOG_LEVEL: 'debug',
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
    RPC_TIMEOUT_MS: '3000',
    DB_POOL_SIZE: '4',
    ...env,
  };
  const module = PortfolioModule.forRoot(loadPortfolioConfig(full), logger);
  // The last provider of a token wins: this one stands in for whatever the module provides.
  module.providers = [...(module.providers ?? []), { provide: KiteSessions, useValue: sessions }];
  const app = await startService(module, {
    queue: 'portfolio',
    natsUrl: infra.nats.url,
    instance: 'test-portfolio',
    logger,
    readinessSubject: serviceSubjects('portfolio').health,
  });
  return { app, logs: lines };
}
