import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NatsConnection } from '@nats-io/transport-node';
import pino from 'pino';
import type { FeedSession } from '@app/contracts';
import { DomainError, RpcClient, SecretCipher, parseKeyRing } from '@app/common';
import { loadMarketConfig } from '../config/market.config.js';
import { FeedCredentials } from '../feeds/feed-credentials.js';
import { KiteInstrumentsClient } from './kite-instruments.client.js';

const KEYS = `k1:${randomBytes(32).toString('base64')}`;
const nc = { subscribe: () => ({ unsubscribe: () => undefined }) } as unknown as NatsConnection;
const CSV =
  'instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange\n' +
  '408065,1594,INFY,INFOSYS,0,,0,0.05,1,EQ,NSE,NSE\n';

/** Kite's /instruments: the CSV for `good`, Kite's error envelope otherwise, as `answer` says. */
let answer: { status: number; errorType: string } | null = null;
const good = 'tok-good';
let kite: Server;
let kiteUrl: string;

beforeAll(async () => {
  kite = createServer((req, res) => {
    const token = /^token app:(.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (answer || token !== good) {
      const { status, errorType } = answer ?? { status: 403, errorType: 'TokenException' };
      const body = { status: 'error', message: 'Incorrect `api_key` or `access_token`.', data: null };
      return void res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...body, error_type: errorType }));
    }
    res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  });
  await new Promise<void>((resolve) => kite.listen(0, '127.0.0.1', resolve));
  kiteUrl = `http://127.0.0.1:${(kite.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => kite.close(() => resolve())));

/** The dump client signing with the feed account's session `token` (the portfolio stands in as a stub). */
async function clientWithSession(token: string) {
  const config = loadMarketConfig({
    NODE_ENV: 'test',
    KITE_API_KEY: 'app',
    BROKER_TOKEN_KEYS: KEYS,
    KITE_API_URL: kiteUrl,
  });
  const session: FeedSession = {
    user_id: 'u1',
    kite_user_id: 'AB1234',
    sealed_access_token: new SecretCipher(parseKeyRing(KEYS, 'k')).seal(token, 'feed'),
    expires_at: new Date(Date.now() + 60_000).toISOString(),
  };
  const rpc = { request: async () => ({ session }) } as unknown as RpcClient;
  const credentials = new FeedCredentials(config, rpc, nc, pino({ level: 'silent' }));
  credentials.onModuleInit();
  await credentials.ready;
  let changes = 0;
  credentials.onChange(() => changes++);
  return { credentials, client: new KiteInstrumentsClient(config, credentials), changes: () => changes };
}

describe("Kite's instrument dump and the feed session's token", () => {
  it('drops the session when Kite answers 403 TokenException, as the ticker and REST calls do', async () => {
    answer = null;
    const { credentials, client, changes } = await clientWithSession('tok-revoked');
    expect(credentials.accessToken()).toBe('tok-revoked');
    const refused = await client.download().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe(
      'Kite instrument dump answered 403 TokenException: Incorrect `api_key` or `access_token`.',
    );
    expect(credentials.accessToken()).toBeNull();
    expect(credentials.view().refused).toBe(true);
    expect(changes()).toBe(1);
    expect(client.configured).toBe(false);
    credentials.onModuleDestroy();
  });

  it('keeps the session through a Kite outage (5xx), which says nothing about the token', async () => {
    answer = { status: 503, errorType: 'NetworkException' };
    const { credentials, client } = await clientWithSession(good);
    await expect(client.download()).rejects.toThrow(/answered 503 NetworkException/);
    expect(credentials.accessToken()).toBe(good);
    answer = null;
    expect((await client.download()).map((i) => i.tradingsymbol)).toEqual(['INFY']);
    credentials.onModuleDestroy();
  });
});
