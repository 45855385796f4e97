import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '@app/common/base';
import { loadGatewayConfig } from './gateway.config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadGatewayConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected a ConfigError, but nothing was thrown');
}

describe('LIVE_REST_SUBSCRIPTION_TTL_MS', () => {
  it('defaults to ten minutes', () => {
    expect(loadGatewayConfig({}).LIVE_REST_SUBSCRIPTION_TTL_MS).toBe(600_000);
  });

  it('reads a shorter or longer time', () => {
    expect(loadGatewayConfig({ LIVE_REST_SUBSCRIPTION_TTL_MS: '300' }).LIVE_REST_SUBSCRIPTION_TTL_MS).toBe(300);
  });

  it.each(['50', '0', '-1', 'soon', '1.5', '86400001'])('refuses %s, naming the variable', (raw) => {
    const problems = problemsOf({ LIVE_REST_SUBSCRIPTION_TTL_MS: raw });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^LIVE_REST_SUBSCRIPTION_TTL_MS: /);
  });
});
