import { describe, expect, it } from '@jest/globals';
import { loadMarketConfig } from './market.config.js';

const base = { NODE_ENV: 'test', DATABASE_URL: 'postgres://u@localhost:5432/db', NATS_URL: 'nats://localhost:4222' };

describe('SIMULATOR_UNIVERSE', () => {
  it('streams the whole universe when unset, as the product runs', () => {
    expect(loadMarketConfig(base).SIMULATOR_UNIVERSE).toBe('all');
  });

  it('takes core, the set the test stack pins', () => {
    expect(loadMarketConfig({ ...base, SIMULATOR_UNIVERSE: 'core' }).SIMULATOR_UNIVERSE).toBe('core');
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => loadMarketConfig({ ...base, SIMULATOR_UNIVERSE: 'everything' })).toThrow(/SIMULATOR_UNIVERSE/);
  });
});
