import { describe, expect, it } from '@jest/globals';
import { SECRET_VARIABLE_NAMES } from '@app/common';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { loadAuthConfig } from '../../apps/auth/src/config/auth.config.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config/gateway.config.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { loadSettingsConfig } from '../../apps/settings/src/config/settings.config.js';
import { compose, environmentOf } from './support/compose.js';

/** Each app's configuration with every default, as the code loads it. */
const CONFIGS = {
  gateway: loadGatewayConfig({}),
  auth: loadAuthConfig({}),
  portfolio: loadPortfolioConfig({}),
  market: loadMarketConfig({}),
  settings: loadSettingsConfig({}),
  alerts: loadAlertsConfig({}),
};
const SERVICES = ['auth', 'portfolio', 'market', 'settings', 'alerts'] as const;

/** A variable the service's config declares, the `_FILE` form of a secret it reads, or one Node reads. */
function knows(config: Record<string, unknown>, key: string): boolean {
  if (key in config || key === 'NODE_OPTIONS') return true;
  const secret = SECRET_VARIABLE_NAMES.find((name) => key === `${name}_FILE`);
  return secret !== undefined && (secret in config || (secret === 'DATABASE_PASSWORD' && 'DATABASE_URL' in config));
}

describe('docker-compose.yml', () => {
  it('runs the secret generation step, Postgres and NATS with volumes and health checks, and the six apps', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'alerts',
      'auth',
      'gateway',
      'generate-secrets',
      'market',
      'nats',
      'portfolio',
      'postgres',
      'settings',
    ]);
    expect(compose.services.postgres.volumes).toEqual([
      'postgres-data:/var/lib/postgresql/data',
      'generated-secrets:/run/secrets/trading:ro',
    ]);
    expect(compose.services.nats.volumes).toEqual(['nats-data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['generated-secrets', 'nats-data', 'postgres-data']);
    expect(compose.services.postgres.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
    expect(compose.services.nats.healthcheck?.test.join(' ')).toMatch(/healthz/);
  });

  it.each(Object.keys(CONFIGS))(
    '%s: builds its image, waits for healthy infrastructure and passes only variables its config knows',
    (name) => {
      const svc = compose.services[name];
      const config = CONFIGS[name as keyof typeof CONFIGS] as unknown as Record<string, unknown>;
      expect(svc.build?.args?.APP).toBe(name);
      expect(svc.image).toBe(`trading-dashboard/${name}:latest`);
      // The gateway has no database; everything else needs Postgres before it can migrate.
      if (name !== 'gateway') expect(svc.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(svc.depends_on?.nats?.condition).toBe('service_healthy');
      for (const key of Object.keys(svc.environment ?? {}))
        expect([name, key, knows(config, key)]).toEqual([name, key, true]);
      // Demo accounts have published passwords: a plain `docker compose up` seeds none.
      if (name !== 'gateway') expect(environmentOf(name).SEED_DEMO).toBe('false');
    },
  );

  it.each(SERVICES)('%s: health check probes the health port the code listens on', (name) => {
    const svc = compose.services[name];
    const port = CONFIGS[name].HEALTH_PORT;
    expect(svc.environment?.HEALTH_PORT).toBe(String(port));
    expect(svc.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${port}/health/live`);
  });

  it('publishes the gateway on 3000 and probes its liveness route', () => {
    const gw = compose.services.gateway;
    expect(CONFIGS.gateway.PORT).toBe(3000);
    expect(gw.ports).toEqual(['3000:3000']);
    expect(gw.environment?.PORT).toBe('3000');
    expect(gw.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/api/health/live');
    expect(gw.depends_on?.auth?.condition).toBe('service_healthy');
  });
});
