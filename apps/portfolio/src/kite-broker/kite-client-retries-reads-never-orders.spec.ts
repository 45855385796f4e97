import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@app/contracts';
import { createLogger } from '@app/common';
import { loadPortfolioConfig } from '../config/portfolio.config.js';
import { KiteSessions, type KiteUserSession } from '../kite-connection/kite-sessions.js';
import { KiteClient, KiteOutage } from './kite-client.js';

/** A Kite stand-in that answers each call with the next scripted status (then success), counting calls. */
let server: Server;
let script: number[] = [];
let calls: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const status = script.shift() ?? 200;
    const body =
      status === 200
        ? { status: 'success', data: { order_id: '1' } }
        : { status: 'error', message: 'no', error_type: status === 403 ? 'TokenException' : 'NetworkException' };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

class Expiries extends KiteSessions {
  expired: [string, string][] = [];
  liveSession = async () => null;
  markExpired = async (userId: string, reason: string) => void this.expired.push([userId, reason]);
  userIdOfKiteUser = async () => null;
}

const session: KiteUserSession = {
  userId: 'u1',
  kiteUserId: 'AB1234',
  apiKey: 'k',
  accessToken: 'secret-token',
  expiresAt: new Date(),
};
const clientFor = (url: string, sessions = new Expiries(), timeoutMs = '1500') => {
  const config = loadPortfolioConfig({
    DATABASE_URL: 'postgres://x@127.0.0.1/x',
    NATS_URL: 'nats://127.0.0.1:4222',
    KITE_API_URL: url,
    KITE_HTTP_TIMEOUT_MS: timeoutMs,
  });
  return { client: new KiteClient(config, createLogger({ service: 't', level: 'silent' }), sessions), sessions };
};
const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the Kite client', () => {
  it('tries a read again after 429 and 5xx, and answers the third attempt', async () => {
    script = [429, 503];
    calls = [];
    await expect(clientFor(url()).client.read(session, '/portfolio/holdings')).resolves.toEqual({ order_id: '1' });
    expect(calls).toEqual(Array(3).fill('GET /portfolio/holdings'));
  });

  it('gives up after three attempts: an outage the caller may cover with a stored answer', async () => {
    script = [502, 502, 502, 502];
    calls = [];
    await expect(clientFor(url()).client.read(session, '/user/margins')).rejects.toBeInstanceOf(KiteOutage);
    expect(calls).toHaveLength(3);
  });

  it('sends an order once, even when Kite answers 429', async () => {
    script = [429];
    calls = [];
    await expect(clientFor(url()).client.write(session, 'POST', '/orders/regular', {})).rejects.toMatchObject({
      code: ErrorCode.RateLimited,
    });
    expect(calls).toEqual(['POST /orders/regular']);
  });

  it('marks the connection expired on TokenException, without the token in the reason', async () => {
    script = [403];
    const { client, sessions } = clientFor(url());
    await expect(client.read(session, '/orders')).rejects.toMatchObject({ code: ErrorCode.BrokerSessionExpired });
    expect(sessions.expired).toEqual([['u1', expect.stringContaining('TokenException')]]);
    expect(JSON.stringify(sessions.expired)).not.toContain('secret-token');
  });

  it('gives up on a Kite that never answers within KITE_HTTP_TIMEOUT_MS, retries included', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const started = Date.now();
      const at = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const failure = await clientFor(at, new Expiries(), '400')
        .client.read(session, '/orders')
        .catch((e) => e);
      expect(failure).toBeInstanceOf(KiteOutage);
      expect((failure as KiteOutage).message).toMatch(/did not answer/);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('answers quickly when nothing listens at Kite’s address', async () => {
    const started = Date.now();
    await expect(clientFor('http://127.0.0.1:9').client.read(session, '/orders')).rejects.toBeInstanceOf(KiteOutage);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
