import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, SECRET_VARIABLE_NAMES, databaseUrlCredentials } from '@app/common';
import { loadAlertsConfig } from '../../apps/alerts/src/config/alerts.config.js';
import { loadAuthConfig } from '../../apps/auth/src/config/auth.config.js';
import { loadGatewayConfig } from '../../apps/gateway/src/config/gateway.config.js';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { loadPortfolioConfig } from '../../apps/portfolio/src/config/portfolio.config.js';
import { loadSettingsConfig } from '../../apps/settings/src/config/settings.config.js';
import { compose, composeText, environmentOf, secretGenerationScript } from './support/compose.js';

const MOUNT = '/run/secrets/trading';
const HEX_FILES = ['jwt_secret', 'postgres_password'];
/** The key rings are `id:base64key`, the shape BROKER_TOKEN_KEYS and ALERT_SECRET_KEYS take. */
const FILES = [...HEX_FILES, 'broker_token_keys', 'alert_secret_keys'];
/** URLs whose password alone is a secret: they may stand in compose without one. */
const URLS_WITH_PASSWORD = ['DATABASE_URL', 'SMTP_URL'];
const LOADERS = {
  gateway: loadGatewayConfig,
  auth: loadAuthConfig,
  portfolio: loadPortfolioConfig,
  market: loadMarketConfig,
  settings: loadSettingsConfig,
  alerts: loadAlertsConfig,
};
const APPS = Object.keys(LOADERS) as (keyof typeof LOADERS)[];

let dir: string;
/** Runs the generation step's own script, as its container would, against a scratch directory. */
const generate = () =>
  execFileSync('/bin/sh', ['-euc', secretGenerationScript()], {
    env: { PATH: process.env.PATH, SECRETS_DIR: dir },
  }).toString();
const secret = (file: string) => readFileSync(join(dir, file), 'utf8');
/** The service's environment with the secrets volume mounted at the scratch directory. */
const mounted = (name: string, shell: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(environmentOf(name, shell)).map(([k, v]) => [k, v.replace(MOUNT, dir)]));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'compose-secrets-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docker-compose.yml secrets', () => {
  it('holds no secret value: secrets come only as *_FILE paths into the generated volume', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(svc.environment ?? {})) {
        if (URLS_WITH_PASSWORD.includes(key)) expect(databaseUrlCredentials(value).password).toBeUndefined();
        const secretName = [...SECRET_VARIABLE_NAMES, 'POSTGRES_PASSWORD'].find(
          (s) => key === s && !URLS_WITH_PASSWORD.includes(s),
        );
        expect([name, key, secretName]).toEqual([name, key, undefined]);
        const generated = FILES.map((f) => `${MOUNT}/${f}`).includes(value);
        if (key.endsWith('_FILE')) expect([name, key, generated]).toEqual([name, key, true]);
      }
    }
    expect(composeText).not.toMatch(/postgres(ql)?:\/\/[^\s@/:]+:[^\s@]*@/);
    expect(environmentOf('postgres').POSTGRES_PASSWORD_FILE).toBe(`${MOUNT}/postgres_password`);
  });

  it('runs the generation first: Postgres and every app wait for it to complete, and read its volume read-only', () => {
    const step = compose.services['generate-secrets'];
    expect(step.volumes).toEqual(['generated-secrets:/secrets']);
    expect(step.environment?.SECRETS_DIR).toBe('/secrets');
    for (const name of ['postgres', ...APPS]) {
      const svc = compose.services[name];
      expect([name, svc.depends_on?.['generate-secrets']?.condition]).toEqual([name, 'service_completed_successfully']);
      expect([name, svc.volumes]).toEqual([name, expect.arrayContaining([`generated-secrets:${MOUNT}:ro`])]);
    }
  });

  it('escapes every shell variable of the script from compose interpolation', () => {
    const raw = compose.services['generate-secrets'].command!.join('\n');
    expect(raw.replaceAll('$$', '')).not.toContain('$');
  });

  it('generates two different random 64-hex-digit secrets and two one-key rings, readable by the postgres and node users', () => {
    expect(generate()).toBe(
      'generated jwt_secret\ngenerated postgres_password\ngenerated broker_token_keys\ngenerated alert_secret_keys\n',
    );
    for (const file of HEX_FILES) expect(secret(file)).toMatch(/^[0-9a-f]{64}$/);
    expect(secret('broker_token_keys')).toMatch(/^k1:[A-Za-z0-9+/]{43}=$/);
    expect(secret('alert_secret_keys')).toMatch(/^a1:[A-Za-z0-9+/]{43}=$/);
    expect(secret('alert_secret_keys')).not.toContain(secret('broker_token_keys').slice(3));
    for (const file of FILES) expect(statSync(join(dir, file)).mode & 0o777).toBe(0o644);
    expect(secret('jwt_secret')).not.toBe(secret('postgres_password'));
  });

  it('keeps the secrets of the first start on every later start', () => {
    const before = FILES.map(secret);
    expect(generate()).toBe('');
    expect(FILES.map(secret)).toEqual(before);
  });

  it('starts every app in production with what it generated, with one JWT secret and one database password', () => {
    const configs = Object.fromEntries(APPS.map((name) => [name, LOADERS[name](mounted(name))]));
    const gateway = loadGatewayConfig(mounted('gateway'));
    expect(gateway.NODE_ENV).toBe('production');
    expect(gateway.JWT_SECRET).toBe(secret('jwt_secret'));
    expect(loadAuthConfig(mounted('auth')).JWT_SECRET).toBe(secret('jwt_secret'));
    for (const name of APPS.filter((n) => n !== 'gateway')) {
      const config = configs[name] as { DATABASE_URL: string; SEED_DEMO: boolean };
      expect([name, databaseUrlCredentials(config.DATABASE_URL).password]).toEqual([name, secret('postgres_password')]);
      expect([name, config.SEED_DEMO]).toEqual([name, false]);
    }
    expect(loadAlertsConfig(mounted('alerts')).ALERT_SECRET_KEYS).toBe(secret('alert_secret_keys'));
  });

  it('seeds demo accounts only when the shell sets both SEED_DEMO and ALLOW_DEMO_IN_PRODUCTION', () => {
    expect(() => loadAuthConfig(mounted('auth', { SEED_DEMO: 'true' }))).toThrow(ConfigError);
    const optedIn = loadAuthConfig(mounted('auth', { SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' }));
    expect(optedIn.SEED_DEMO).toBe(true);
  });
});
