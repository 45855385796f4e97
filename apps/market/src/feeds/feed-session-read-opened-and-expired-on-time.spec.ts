import { describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import pino from 'pino';
import type { FeedSession } from '@app/contracts';
import { RpcClient, SecretCipher, parseKeyRing } from '@app/common';
import { loadMarketConfig } from '../config/market.config.js';
import { FeedCredentials } from './feed-credentials.js';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;
const config = loadMarketConfig({ NODE_ENV: 'test', KITE_API_KEY: 'app', BROKER_TOKEN_KEYS: KEYS });
const seal = (token: string, context = 'feed') => new SecretCipher(parseKeyRing(KEYS, 'k')).seal(token, context);
const nc = { subscribe: () => ({ unsubscribe: () => undefined }) } as unknown as NatsConnection;

/** Credentials whose portfolio answers `answer()` (a stand-in for the RPC in this unit spec). */
function credentials(answer: () => FeedSession | null | Error) {
  const rpc = {
    request: async () => {
      const a = answer();
      if (a instanceof Error) throw a;
      return { session: a };
    },
  } as unknown as RpcClient;
  const c = new FeedCredentials(config, rpc, nc, pino({ level: 'silent' }));
  c.onModuleInit();
  return c;
}

const session = (token: string, ms: number, sealed = seal(token)): FeedSession => ({
  user_id: 'u1',
  kite_user_id: 'AB1234',
  sealed_access_token: sealed,
  expires_at: new Date(Date.now() + ms).toISOString(),
});

describe("the feed account's session in the market", () => {
  it('opens the sealed token and stops using it the moment it expires, telling the feed', async () => {
    const expiring = session('tok-1', 150);
    const c = credentials(() => expiring);
    await c.ready;
    let changes = 0;
    c.onChange(() => changes++);
    expect(c.accessToken()).toBe('tok-1');
    await new Promise((r) => setTimeout(r, 250));
    expect(c.accessToken()).toBeNull();
    expect(changes).toBeGreaterThan(0);
    expect(c.view().session?.kite_user_id).toBe('AB1234');
    c.onModuleDestroy();
  });

  it('refuses a token sealed for another owner, and says why', async () => {
    const c = credentials(() => session('tok-2', 60_000, seal('tok-2', 'someone-else')));
    await c.ready;
    expect(c.accessToken()).toBeNull();
    expect(c.view().problem).toMatch(/does not open with BROKER_TOKEN_KEYS/);
    c.onModuleDestroy();
  });

  it('keeps a working session while the portfolio is briefly unreachable', async () => {
    let answer: FeedSession | Error = session('tok-3', 60_000);
    const c = credentials(() => answer);
    await c.ready;
    answer = new Error('no instance is running');
    await c.refresh();
    expect(c.accessToken()).toBe('tok-3');
    c.onModuleDestroy();
  });

  it("says whose session ended when the read after the portfolio's event fails once and its retry succeeds", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let answer: FeedSession | null | Error = session('tok-6', 60 * 60_000);
      const c = credentials(() => answer);
      await c.ready;
      answer = new Error('the portfolio did not answer in time');
      await c.refresh("The feed account's Kite session ended at 06:00 IST");
      expect(c.accessToken()).toBe('tok-6');
      answer = null;
      await jest.advanceTimersByTimeAsync(5000);
      expect(c.accessToken()).toBeNull();
      expect(c.view().problem).toBe(
        "Zerodha session of AB1234 ended: The feed account's Kite session ended at 06:00 IST",
      );
      c.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks no session when KITE_ACCESS_TOKEN overrides it', async () => {
    let asked = 0;
    const rpc = { request: async () => (asked++, { session: null }) } as unknown as RpcClient;
    const env = { NODE_ENV: 'test', KITE_API_KEY: 'app', KITE_ACCESS_TOKEN: 'override', BROKER_TOKEN_KEYS: KEYS };
    const c = new FeedCredentials(loadMarketConfig(env), rpc, nc, pino({ level: 'silent' }));
    c.onModuleInit();
    await c.ready;
    await c.refresh();
    expect([asked, c.source, c.accessToken()]).toEqual([0, 'override', 'override']);
    c.refuse('override');
    expect(c.accessToken()).toBe('override');
  });

  it('drops a token Kite refused until a new session arrives', async () => {
    let answer = session('tok-4', 60_000);
    const c = credentials(() => answer);
    await c.ready;
    c.refuse('tok-4');
    expect(c.accessToken()).toBeNull();
    answer = session('tok-5', 60_000);
    await c.refresh('The feed account logged in at Kite');
    expect(c.accessToken()).toBe('tok-5');
    c.onModuleDestroy();
  });
});
