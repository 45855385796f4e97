import { describe, expect, it } from '@jest/globals';
import { IsBoolean, IsInt } from 'class-validator';
import { EnvBoolean, EnvInt } from './env-transforms.js';
import { ConfigError, loadConfig } from './load-config.js';
import { BaseConfig, ServiceConfig } from './service-config.js';

/** Runs fn and returns the ConfigError it throws; fails the test if it throws nothing or something else. */
function configErrorOf(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError, but nothing was thrown');
}

class Flags {
  @EnvBoolean()
  @IsBoolean()
  FLAG = false;

  @EnvInt()
  @IsInt()
  COUNT = 7;
}

describe('loadConfig', () => {
  describe('defaults', () => {
    it('applies every default of ServiceConfig when the environment is empty', () => {
      const config = loadConfig(ServiceConfig, {});

      expect(config).toBeInstanceOf(ServiceConfig);
      expect(config.NODE_ENV).toBe('development');
      expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
      expect(config.LOG_LEVEL).toBe('info');
      expect(config.RPC_TIMEOUT_MS).toBe(5000);
      expect(config.INSTANCE_ID).toBe(`${process.pid}`);
      expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/trading');
      expect(config.SEED_DEMO).toBe(false);
      expect(config.HEALTH_PORT).toBe(0);
      expect(config.DB_POOL_SIZE).toBe(10);
    });

    it('treats empty strings as unset and falls back to the defaults', () => {
      const config = loadConfig(ServiceConfig, {
        NODE_ENV: '',
        NATS_URL: '',
        RPC_TIMEOUT_MS: '',
        SEED_DEMO: '',
        DB_POOL_SIZE: '',
      });

      expect(config.NODE_ENV).toBe('development');
      expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
      expect(config.RPC_TIMEOUT_MS).toBe(5000);
      expect(config.SEED_DEMO).toBe(false);
      expect(config.DB_POOL_SIZE).toBe(10);
    });

    it('treats undefined values as unset', () => {
      const config = loadConfig(BaseConfig, { NATS_URL: undefined, LOG_LEVEL: undefined });

      expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
      expect(config.LOG_LEVEL).toBe('info');
    });

    it('keeps values that are given', () => {
      const config = loadConfig(ServiceConfig, {
        NODE_ENV: 'production',
        NATS_URL: 'tls://nats-1:4222,tls://nats-2:4222',
        LOG_LEVEL: 'debug',
        INSTANCE_ID: 'auth-7',
        DATABASE_URL: 'postgresql://app@db:5432/trading',
      });

      expect(config.NODE_ENV).toBe('production');
      expect(config.NATS_URL).toBe('tls://nats-1:4222,tls://nats-2:4222');
      expect(config.LOG_LEVEL).toBe('debug');
      expect(config.INSTANCE_ID).toBe('auth-7');
      expect(config.DATABASE_URL).toBe('postgresql://app@db:5432/trading');
    });
  });

  describe('booleans', () => {
    it.each([
      ['true', true],
      ['1', true],
      ['yes', true],
      ['TRUE', true],
      [' True ', true],
      ['false', false],
      ['0', false],
      ['no', false],
      ['FALSE', false],
    ])('reads %j as %s', (raw, expected) => {
      expect(loadConfig(ServiceConfig, { SEED_DEMO: raw }).SEED_DEMO).toBe(expected);
    });

    it.each(['maybe', '2', 'on', 'truee'])('refuses %j and names the variable', (raw) => {
      const err = configErrorOf(() => loadConfig(ServiceConfig, { SEED_DEMO: raw }));

      expect(err.problems).toHaveLength(1);
      expect(err.problems[0]).toMatch(/^SEED_DEMO: /);
    });
  });

  describe('integers', () => {
    it.each([
      ['250', 250],
      [' 1200 ', 1200],
      ['180000', 180000],
      ['100', 100],
    ])('converts %j to the number %d', (raw, expected) => {
      const config = loadConfig(BaseConfig, { RPC_TIMEOUT_MS: raw });

      expect(config.RPC_TIMEOUT_MS).toBe(expected);
      expect(typeof config.RPC_TIMEOUT_MS).toBe('number');
    });

    it.each(['abc', '1.5', '12ms', '0x10', '1e3'])('refuses the non-integer %j', (raw) => {
      const err = configErrorOf(() => loadConfig(BaseConfig, { RPC_TIMEOUT_MS: raw }));

      expect(err.problems).toHaveLength(1);
      expect(err.problems[0]).toMatch(/^RPC_TIMEOUT_MS: /);
    });

    it.each(['99', '180001', '-5'])('refuses the out-of-range integer %j', (raw) => {
      const err = configErrorOf(() => loadConfig(BaseConfig, { RPC_TIMEOUT_MS: raw }));

      expect(err.problems).toEqual([expect.stringMatching(/^RPC_TIMEOUT_MS: .*(must not be (less|greater) than)/)]);
    });

    it('reads a negative integer string as a negative number', () => {
      expect(loadConfig(Flags, { COUNT: '-3' }).COUNT).toBe(-3);
    });
  });

  describe('transforms on a custom class', () => {
    it('keeps the class defaults for variables that are absent', () => {
      const config = loadConfig(Flags, {});

      expect(config.FLAG).toBe(false);
      expect(config.COUNT).toBe(7);
    });

    it('converts both kinds of variable in one pass', () => {
      const config = loadConfig(Flags, { FLAG: '1', COUNT: '42' });

      expect(config.FLAG).toBe(true);
      expect(config.COUNT).toBe(42);
    });
  });

  describe('errors', () => {
    it('names every bad variable at once', () => {
      const err = configErrorOf(() => loadConfig(BaseConfig, { NATS_URL: 'http://x', RPC_TIMEOUT_MS: 'abc' }));

      expect(err.problems).toHaveLength(2);
      expect(err.problems).toEqual(
        expect.arrayContaining([
          'NATS_URL: NATS_URL must look like nats://host:port (comma-separate several)',
          expect.stringMatching(/^RPC_TIMEOUT_MS: .*integer/),
        ]),
      );
    });

    it('lists every problem in the error message', () => {
      const err = configErrorOf(() =>
        loadConfig(ServiceConfig, {
          NODE_ENV: 'staging',
          LOG_LEVEL: 'loud',
          DATABASE_URL: 'mysql://db',
          DB_POOL_SIZE: '0',
        }),
      );

      expect(err.name).toBe('ConfigError');
      expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'DATABASE_URL',
        'DB_POOL_SIZE',
        'LOG_LEVEL',
        'NODE_ENV',
      ]);
      expect(err.message).toMatch(/^Invalid configuration:\n {2}- /);
      for (const problem of err.problems) expect(err.message).toContain(`\n  - ${problem}`);
    });

    it.each(['http://nats:4222', 'nats:4222', 'nats://'])('refuses the NATS_URL %j', (raw) => {
      const err = configErrorOf(() => loadConfig(BaseConfig, { NATS_URL: raw }));

      expect(err.problems).toEqual(['NATS_URL: NATS_URL must look like nats://host:port (comma-separate several)']);
    });

    it.each(['ws://nats:80', 'wss://nats:443', 'tls://nats:4222'])('accepts the NATS_URL %j', (raw) => {
      expect(loadConfig(BaseConfig, { NATS_URL: raw }).NATS_URL).toBe(raw);
    });

    it('refuses a DATABASE_URL that is not postgres', () => {
      const err = configErrorOf(() => loadConfig(ServiceConfig, { DATABASE_URL: 'mysql://db/trading' }));

      expect(err.problems).toEqual(['DATABASE_URL: DATABASE_URL must be a postgres:// URL']);
    });
  });

  describe('options', () => {
    it('uses a deployment default when the variable is unset or empty, and the value when given', () => {
      expect(loadConfig(Flags, {}, { defaults: { COUNT: '3' } }).COUNT).toBe(3);
      expect(loadConfig(Flags, { COUNT: '' }, { defaults: { COUNT: '3' } }).COUNT).toBe(3);
      expect(loadConfig(Flags, { COUNT: '9' }, { defaults: { COUNT: '3' } }).COUNT).toBe(9);
    });

    it('reports cross-variable problems beside field problems', () => {
      const err = configErrorOf(() => loadConfig(Flags, { COUNT: 'x' }, { check: () => ['SECRET: missing'] }));

      expect(err.problems.map((p) => p.split(':')[0])).toEqual(['COUNT', 'SECRET']);
    });
  });
});
