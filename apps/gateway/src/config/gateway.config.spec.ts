import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@app/common/base';
import { DEV_JWT_SECRET, GatewayConfig, loadGatewayConfig } from './gateway.config.js';

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

describe('loadGatewayConfig', () => {
  describe('defaults', () => {
    it('loads with the defaults when the environment is empty', () => {
      const config = loadGatewayConfig({});

      expect(config).toBeInstanceOf(GatewayConfig);
      expect(config.PORT).toBe(3000);
      expect(config.JWT_SECRET).toBe(DEV_JWT_SECRET);
      expect(config.COOKIE_SECURE).toBe(false);
      expect(config.TRUST_PROXY).toBe(false);
      expect(config.BODY_LIMIT).toBe('100kb');
      expect(config.VALIDATE_USERNAME_PER_MINUTE).toBe(30);
      expect(config.REGISTER_PER_MINUTE).toBe(10);
      expect(config.HEALTH_TIMEOUT_MS).toBe(1500);
      expect(config.allowedOrigins).toEqual([]);
    });

    it('points WEB_DIST at the web app build by default', () => {
      expect(loadGatewayConfig({}).WEB_DIST).toMatch(/[\\/]apps[\\/]web[\\/]dist$/);
    });

    it('reads the boolean and integer variables', () => {
      const config = loadGatewayConfig({ PORT: '8080', COOKIE_SECURE: 'true', TRUST_PROXY: '1' });

      expect(config.PORT).toBe(8080);
      expect(config.COOKIE_SECURE).toBe(true);
      expect(config.TRUST_PROXY).toBe(true);
    });
  });

  describe('JWT_SECRET', () => {
    it('accepts the development default outside production', () => {
      expect(loadGatewayConfig({ NODE_ENV: 'test' }).JWT_SECRET).toBe(DEV_JWT_SECRET);
    });

    it('is required in production', () => {
      const err = configErrorOf(() => loadGatewayConfig({ NODE_ENV: 'production' }));

      expect(err.problems).toEqual([PRODUCTION_REQUIRED]);
    });

    it('refuses the development default in production', () => {
      const err = configErrorOf(() => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET }));

      expect(err.problems).toEqual([PUBLISHED]);
    });

    it('refuses a 31-character secret', () => {
      const err = configErrorOf(() => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32.slice(1) }));

      expect(err.problems).toEqual([
        'JWT_SECRET: JWT_SECRET must be at least 32 characters',
        `${PRODUCTION_REQUIRED}; the value given is refused because it is shorter than 32 characters`,
      ]);
    });

    it('is named beside the other bad variables in production', () => {
      let problems: string[] = [];
      try {
        loadGatewayConfig({ NODE_ENV: 'production', PORT: 'abc' });
      } catch (err) {
        problems = (err as ConfigError).problems;
      }

      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['JWT_SECRET', 'PORT']);
    });

    it('refuses a placeholder of the right length in production', () => {
      const err = configErrorOf(() => loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }));

      expect(err.problems).toEqual([
        `${PRODUCTION_REQUIRED}; the value given is refused because it is one character or one short sequence repeated`,
      ]);
    });

    it('accepts a 32-character secret in production', () => {
      expect(loadGatewayConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET_32 }).JWT_SECRET).toBe(SECRET_32);
    });
  });

  describe('allowedOrigins', () => {
    it('splits ALLOWED_ORIGINS on commas and trims each origin', () => {
      const config = loadGatewayConfig({ ALLOWED_ORIGINS: ' http://localhost:5173 ,https://admin.example.com' });

      expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'https://admin.example.com']);
    });

    it('drops empty entries', () => {
      expect(loadGatewayConfig({ ALLOWED_ORIGINS: ',https://a.example, ,,https://b.example,' }).allowedOrigins).toEqual(
        ['https://a.example', 'https://b.example'],
      );
    });

    it('is empty for a blank value', () => {
      expect(loadGatewayConfig({ ALLOWED_ORIGINS: '   ' }).allowedOrigins).toEqual([]);
    });
  });

  describe('BODY_LIMIT', () => {
    it.each(['512b', '100kb', '1mb', '20mb'])('accepts %j', (limit) => {
      expect(loadGatewayConfig({ BODY_LIMIT: limit }).BODY_LIMIT).toBe(limit);
    });

    it.each(['1gb', '1 mb', '1MB', 'mb', 'lots', '1.5mb'])('refuses %j and names BODY_LIMIT', (limit) => {
      const err = configErrorOf(() => loadGatewayConfig({ BODY_LIMIT: limit }));

      expect(err.problems).toEqual(['BODY_LIMIT: BODY_LIMIT must look like 100kb or 1mb']);
    });

    it('is named alongside other bad variables', () => {
      const err = configErrorOf(() => loadGatewayConfig({ BODY_LIMIT: 'huge', PORT: '70000' }));

      expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual(['BODY_LIMIT', 'PORT']);
    });
  });
});
