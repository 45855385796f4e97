import { describe, expect, it } from '@jest/globals';
import { loadAlertsConfig } from './alerts.config.js';

const env = (extra: Record<string, string>) => ({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
  NATS_URL: 'nats://127.0.0.1:4222',
  ...extra,
});

describe('the delivery lease against the delivery timeout', () => {
  it('starts with the defaults: a 30 s lease over a 10 s try', () => {
    const c = loadAlertsConfig(env({}));
    expect([c.DELIVERY_LEASE_MS, c.DELIVERY_TIMEOUT_MS]).toEqual([30_000, 10_000]);
  });

  it('refuses a lease no longer than a try, naming both variables', () => {
    expect(() => loadAlertsConfig(env({ DELIVERY_LEASE_MS: '5000', DELIVERY_TIMEOUT_MS: '5000' }))).toThrow(
      /DELIVERY_LEASE_MS \(5000\) must be longer than DELIVERY_TIMEOUT_MS \(5000\)/,
    );
    expect(() => loadAlertsConfig(env({ DELIVERY_TIMEOUT_MS: '40000' }))).toThrow(/DELIVERY_LEASE_MS \(30000\)/);
  });
});
