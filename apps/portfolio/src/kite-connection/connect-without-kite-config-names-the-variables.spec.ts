import { describe, expect, it } from '@jest/globals';
import { loadPortfolioConfig } from '../config/portfolio.config.js';
import { missingKiteVariables } from './kite-login.service.js';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app', NATS_URL: 'nats://127.0.0.1:4222' };
const ring = `k1:${Buffer.alloc(32, 3).toString('base64')}`;

describe('a server without the Kite Connect app configured', () => {
  it('names every variable that is missing', () => {
    expect(missingKiteVariables(loadPortfolioConfig(base))).toEqual([
      'KITE_API_KEY',
      'KITE_API_SECRET',
      'BROKER_TOKEN_KEYS',
    ]);
    expect(missingKiteVariables(loadPortfolioConfig({ ...base, KITE_API_KEY: 'k', BROKER_TOKEN_KEYS: ring }))).toEqual([
      'KITE_API_SECRET',
    ]);
  });

  it('names none once key, secret and key ring are set', () => {
    const config = loadPortfolioConfig({ ...base, KITE_API_KEY: 'k', KITE_API_SECRET: 's', BROKER_TOKEN_KEYS: ring });
    expect(missingKiteVariables(config)).toEqual([]);
    expect(config.kiteConfigured).toBe(true);
  });

  it('refuses a key ring that does not parse, naming the variable and not the key', () => {
    expect(() => loadPortfolioConfig({ ...base, BROKER_TOKEN_KEYS: 'k1:dG9vLXNob3J0' })).toThrow(
      /BROKER_TOKEN_KEYS: key "k1" must be 32 bytes/,
    );
  });
});
