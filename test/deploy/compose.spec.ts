import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { loadAuthConfig } from '../../apps/auth/src/config/auth.config.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config/gateway.config.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { loadSettingsConfig } from '../../apps/settings/src/config/settings.config.js';

interface ComposeService {
  image?: string;
  build?: { args?: Record<string, string> };
  environment?: Record<string, string>;
  ports?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

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

describe('docker-compose.yml', () => {
  it('runs Postgres and NATS with volumes and health checks, and the six apps', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['alerts', 'auth', 'gateway', 'market', 'nats', 'portfolio', 'postgres', 'settings']);
    expect(compose.services.postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    expect(compose.services.nats.volumes).toEqual(['nats-data:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['nats-data', 'postgres-data']);
    expect(compose.services.postgres.healthcheck?.test.join(' ')).toMatch(/pg_isready/);
    expect(compose.services.nats.healthcheck?.test.join(' ')).toMatch(/healthz/);
  });

  it.each(Object.keys(CONFIGS))('%s: builds its image, waits for healthy infrastructure and passes only variables its config knows', (name) => {
    const svc = compose.services[name];
    const config = CONFIGS[name as keyof typeof CONFIGS] as unknown as Record<string, unknown>;
    expect(svc.build?.args?.APP).toBe(name);
    expect(svc.image).toBe(`trading-dashboard/${name}:latest`);
    // The gateway has no database; everything else needs Postgres before it can migrate.
    if (name !== 'gateway') expect(svc.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(svc.depends_on?.nats?.condition).toBe('service_healthy');
    for (const key of Object.keys(svc.environment ?? {})) expect([name, key, key in config]).toEqual([name, key, true]);
    if (name !== 'gateway') expect(svc.environment?.SEED_DEMO).toBe('true');
  });

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
