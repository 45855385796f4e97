import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@app/common';
import { AuthConfig, DEV_JWT_SECRET, loadAuthConfig } from './auth.config.js';

// 32 characters that look generated: production refuses repeated or placeholder values.
const SECRET_32 = '3f9c1a7e5b2d4068f1e3a5c7b9d2e4f6';
const PRODUCTION_REQUIRED = 'JWT_SECRET: required in production (a random string of at least 32 characters)';
const PUBLISHED = `${PRODUCTION_REQUIRED}; the value given is refused because it is published in this project's repository`;

function configErrorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError, but nothing was thrown');
}

describe('loadAuthConfig', () => {
  describe('outside production', () => {
    it('loads with the defaults when the environment is empty', () => {
      const config = loadAuthConfig({});

      expect(config).toBeInstanceOf(AuthConfig);
      expect(config.NODE_ENV).toBe('development');
      expect(config.JWT_SECRET).toBe(DEV_JWT_SECRET);
      expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
      expect(config.REFRESH_TTL_REMEMBER_DAYS).toBe(30);
      expect(config.REFRESH_TTL_SESSION_HOURS).toBe(24);
      expect(config.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBe(10);
      expect(config.LOGIN_MAX_FAILURES_PER_IP).toBe(100);
      expect(config.LOGIN_FAILURE_WINDOW_MINUTES).toBe(15);
    });

    it('allows registration by default', () => {
      expect(loadAuthConfig({}).ALLOW_REGISTRATION).toBe(true);
      expect(loadAuthConfig({ NODE_ENV: 'test' }).ALLOW_REGISTRATION).toBe(true);
    });

    it('closes registration when ALLOW_REGISTRATION is false', () => {
      expect(loadAuthConfig({ ALLOW_REGISTRATION: 'false' }).ALLOW_REGISTRATION).toBe(false);
      expect(loadAuthConfig({ ALLOW_REGISTRATION: '0' }).ALLOW_REGISTRATION).toBe(false);
    });

    it('serves health on port 3001 by default', () => {
      expect(loadAuthConfig({}).HEALTH_PORT).toBe(3001);
    });

    it('treats an empty HEALTH_PORT or ALLOW_REGISTRATION as unset', () => {
      expect(loadAuthConfig({ HEALTH_PORT: '' }).HEALTH_PORT).toBe(3001);
      expect(
        loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32, ALLOW_REGISTRATION: '' }).ALLOW_REGISTRATION,
      ).toBe(false);
    });

    it('names a short secret and a bad port together', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production', HEALTH_PORT: 'x' }));

      expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual(['HEALTH_PORT', 'JWT_SECRET']);
    });

    it('takes HEALTH_PORT from the environment when given', () => {
      expect(loadAuthConfig({ HEALTH_PORT: '4001' }).HEALTH_PORT).toBe(4001);
    });

    it('accepts the development default secret', () => {
      expect(loadAuthConfig({ NODE_ENV: 'development', JWT_SECRET: DEV_JWT_SECRET }).JWT_SECRET).toBe(DEV_JWT_SECRET);
    });

    it('refuses a 31-character secret and names JWT_SECRET', () => {
      const err = configErrorOf(() => loadAuthConfig({ JWT_SECRET: 'a'.repeat(31) }));

      expect(err.problems).toEqual(['JWT_SECRET: JWT_SECRET must be at least 32 characters']);
    });

    it('accepts a 32-character secret', () => {
      expect(loadAuthConfig({ JWT_SECRET: SECRET_32 }).JWT_SECRET).toBe(SECRET_32);
    });

    it('converts the TTL variables to numbers', () => {
      const config = loadAuthConfig({
        ACCESS_TOKEN_TTL_SECONDS: '600',
        REFRESH_TTL_REMEMBER_DAYS: '7',
        REFRESH_TTL_SESSION_HOURS: '12',
      });

      expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(600);
      expect(config.REFRESH_TTL_REMEMBER_DAYS).toBe(7);
      expect(config.REFRESH_TTL_SESSION_HOURS).toBe(12);
    });

    it('names every out-of-range TTL at once', () => {
      const err = configErrorOf(() =>
        loadAuthConfig({ ACCESS_TOKEN_TTL_SECONDS: '59', REFRESH_TTL_REMEMBER_DAYS: '366' }),
      );

      expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'ACCESS_TOKEN_TTL_SECONDS',
        'REFRESH_TTL_REMEMBER_DAYS',
      ]);
    });
  });

  describe('in production', () => {
    it('refuses to start without JWT_SECRET', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production' }));

      expect(err.problems).toEqual([PRODUCTION_REQUIRED]);
      expect(err.message).toContain('JWT_SECRET');
    });

    it('refuses to start with an empty JWT_SECRET', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: '' }));

      expect(err.problems).toEqual([PRODUCTION_REQUIRED]);
    });

    it('refuses to start with the development default secret, saying it is published', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET }));

      expect(err.problems).toEqual([PUBLISHED]);
    });

    it('refuses a 31-character secret', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32.slice(1) }));

      expect(err.problems).toEqual([
        'JWT_SECRET: JWT_SECRET must be at least 32 characters',
        `${PRODUCTION_REQUIRED}; the value given is refused because it is shorter than 32 characters`,
      ]);
    });

    it('reads the secret from JWT_SECRET_FILE', () => {
      const err = configErrorOf(() => loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET_FILE: '/no/such/file' }));

      expect(err.problems).toEqual(['JWT_SECRET_FILE: cannot read /no/such/file (ENOENT)', PRODUCTION_REQUIRED]);
    });

    it('starts with a secret of at least 32 characters', () => {
      const config = loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32 });

      expect(config.NODE_ENV).toBe('production');
      expect(config.JWT_SECRET).toBe(SECRET_32);
    });

    it('closes registration by default', () => {
      expect(loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32 }).ALLOW_REGISTRATION).toBe(false);
    });

    it('opens registration when ALLOW_REGISTRATION is explicitly true', () => {
      const config = loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32, ALLOW_REGISTRATION: 'true' });

      expect(config.ALLOW_REGISTRATION).toBe(true);
    });

    it('serves health on port 3001 by default', () => {
      expect(loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32 }).HEALTH_PORT).toBe(3001);
    });
  });
});
