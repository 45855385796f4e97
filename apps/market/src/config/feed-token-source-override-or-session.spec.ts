import { describe, expect, it } from '@jest/globals';
import { loadMarketConfig } from './market.config.js';

const KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
const load = (env: Record<string, string>) => loadMarketConfig({ NODE_ENV: 'test', ...env });

describe('where the market takes its Kite token', () => {
  it('uses KITE_ACCESS_TOKEN as an override, even with a key ring', () => {
    const c = load({ KITE_API_KEY: 'k', KITE_ACCESS_TOKEN: 't', BROKER_TOKEN_KEYS: KEYS });
    expect([c.feedTokenSource, c.feedKind]).toEqual(['override', 'kite']);
  });

  it("asks for the feed account's session with an API key and the key ring, starting on the simulator", () => {
    const c = load({ KITE_API_KEY: 'k', BROKER_TOKEN_KEYS: KEYS });
    expect([c.feedTokenSource, c.feedKind, c.KITE_FEED_ON_EXPIRY]).toEqual(['session', 'simulator', 'simulator']);
  });

  it('streams the simulator only without an API key, or when the simulator is forced', () => {
    expect(load({ BROKER_TOKEN_KEYS: KEYS }).feedTokenSource).toBe('none');
    expect(load({ KITE_API_KEY: 'k', KITE_ACCESS_TOKEN: 't', MARKET_FEED: 'simulator' }).feedTokenSource).toBe('none');
  });

  it('refuses a bad key ring, an unknown fallback, and a Kite feed with no token source', () => {
    expect(() => load({ KITE_API_KEY: 'k', BROKER_TOKEN_KEYS: 'k1:short' })).toThrow(/BROKER_TOKEN_KEYS/);
    expect(() => load({ KITE_FEED_ON_EXPIRY: 'later' })).toThrow(/KITE_FEED_ON_EXPIRY/);
    expect(() => load({ MARKET_FEED: 'kite', KITE_API_KEY: 'k' })).toThrow(/MARKET_FEED=kite/);
    expect(load({ MARKET_FEED: 'kite', KITE_API_KEY: 'k', BROKER_TOKEN_KEYS: KEYS }).feedTokenSource).toBe('session');
  });
});
