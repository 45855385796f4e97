import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ConfigError, PUBLISHED_SECRETS } from '@app/common';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { DEV_JWT_SECRET as AUTH_DEV_SECRET, loadAuthConfig } from '../../apps/auth/src/config/auth.config.js';
import {
  DEV_JWT_SECRET as GATEWAY_DEV_SECRET,
  loadGatewayConfig,
} from '../../apps/gateway/src/config/gateway.config.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { loadSettingsConfig } from '../../apps/settings/src/config/settings.config.js';
import { DEMO_USERS } from '@app/contracts';
import { committedSecrets } from './support/committed-secrets.js';

type Env = Record<string, string | undefined>;
type Loader = (env: Env) => unknown;

/** Every service's production config loader, as its main.ts calls it. */
const JWT_LOADERS: Record<string, Loader> = { gateway: loadGatewayConfig, auth: loadAuthConfig };
const DATABASE_LOADERS: Record<string, Loader> = {
  auth: loadAuthConfig,
  portfolio: loadPortfolioConfig,
  market: loadMarketConfig,
  settings: loadSettingsConfig,
  alerts: loadAlertsConfig,
};

const generated = () => randomBytes(32).toString('hex');
const production = (extra: Env): Env => ({ NODE_ENV: 'production', JWT_SECRET: generated(), ...extra });

/** The problems a loader names, or [] when it accepts the environment. */
function problemsOf(load: Loader, env: Env): string[] {
  try {
    load(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const found = committedSecrets();
const values = [...new Set([...found.map((s) => s.value), ...PUBLISHED_SECRETS])];
const cases = values.map((v) => [v, found.find((s) => s.value === v)?.where ?? 'PUBLISHED_SECRETS'] as const);

describe('no secret committed to the repository starts production', () => {
  it('finds the values the repository is known to hold, so an empty scan cannot pass', () => {
    const all = found.map((s) => s.value);
    expect(all).toEqual(expect.arrayContaining([AUTH_DEV_SECRET, GATEWAY_DEV_SECRET, DEMO_USERS.admin.password]));
    expect(found.length).toBeGreaterThanOrEqual(4);
  });

  it('accepts generated secrets in every loader, so the refusals below are about the values', () => {
    for (const load of Object.values(JWT_LOADERS)) expect(problemsOf(load, production({}))).toEqual([]);
    for (const load of Object.values(DATABASE_LOADERS)) {
      const url = `postgres://trading:${generated()}@db:5432/trading`;
      expect(problemsOf(load, production({ DATABASE_URL: url }))).toEqual([]);
      expect(problemsOf(load, production({ DATABASE_PASSWORD: generated() }))).toEqual([]);
    }
  });

  it.each(cases)('refuses %j (from %s) as JWT_SECRET in the gateway and auth', (value) => {
    for (const [name, load] of Object.entries(JWT_LOADERS)) {
      const problems = problemsOf(load, production({ JWT_SECRET: value }));
      expect([name, problems.some((p) => p.startsWith('JWT_SECRET: '))]).toEqual([name, true]);
      expect(problems.join('\n')).not.toContain(value);
    }
  });

  it.each(cases)('refuses %j (from %s) as the database password of every service', (value) => {
    const url = `postgres://trading:${encodeURIComponent(value)}@db:5432/trading`;
    for (const [name, load] of Object.entries(DATABASE_LOADERS)) {
      const inUrl = problemsOf(load, production({ DATABASE_URL: url }));
      const separate = problemsOf(load, production({ DATABASE_PASSWORD: value }));
      expect([name, inUrl.some((p) => p.startsWith('DATABASE_URL: '))]).toEqual([name, true]);
      expect([name, separate.some((p) => p.startsWith('DATABASE_URL: '))]).toEqual([name, true]);
    }
  });
});

describe('demo accounts in production', () => {
  it.each(Object.keys(DATABASE_LOADERS))('%s refuses SEED_DEMO=true without the opt-in, naming both flags', (name) => {
    const problems = problemsOf(DATABASE_LOADERS[name], production({ SEED_DEMO: 'true' }));

    expect(problems).toEqual([expect.stringMatching(/^SEED_DEMO: .*ALLOW_DEMO_IN_PRODUCTION=true/)]);
  });

  it.each(Object.keys(DATABASE_LOADERS))('%s seeds them with ALLOW_DEMO_IN_PRODUCTION=true', (name) => {
    const env = production({ SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' });

    expect(problemsOf(DATABASE_LOADERS[name], env)).toEqual([]);
  });
});
