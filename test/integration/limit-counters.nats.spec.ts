import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, ErrorCode } from '@app/contracts';
import { RpcCallError, RpcClient } from '@app/common';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';

// The shared request-limit counters, asked over NATS of a real auth service on a real Postgres.
let infra: TestInfra;
let stack: TestStack;
let nc: NatsConnection;
let rpc: RpcClient;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra);
  await stack.startService('auth');
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 5000);
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

const hit = (key: string, window_ms = 60_000, change: 1 | -1 = 1) =>
  rpc.request(AUTH_SUBJECTS.limitHit, { key, window_ms, change });

describe('limit counters', () => {
  it('count every one of many hits sent at once, none lost and none twice', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => hit('register:198.51.100.1')));
    expect(replies.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(replies.map((r) => r.reset_at)).size).toBe(1);
  });

  it('keep keys apart, take a hit back without going below zero, and reset a key', async () => {
    await hit('register:198.51.100.2');
    expect((await hit('validate-username:198.51.100.2')).hits).toBe(1);
    expect((await hit('register:198.51.100.2', 60_000, -1)).hits).toBe(0);
    expect((await hit('register:198.51.100.2', 60_000, -1)).hits).toBe(0);
    await hit('register:198.51.100.2');
    await rpc.request(AUTH_SUBJECTS.limitReset, { key: 'register:198.51.100.2' });
    expect((await hit('register:198.51.100.2')).hits).toBe(1);
  });

  it('open a new window once the last one has ended', async () => {
    const first = await hit('register:198.51.100.3', 1000);
    expect((await hit('register:198.51.100.3', 1000)).hits).toBe(2);
    // Wait on the event itself: until the database's clock has passed the window's end.
    const end = new Date(first.reset_at);
    while ((await infra.db.query<{ past: boolean }>('SELECT now() > $1::timestamptz AS past', [end]))[0].past === false)
      await new Promise((r) => setTimeout(r, 100));
    const next = await hit('register:198.51.100.3', 1000);
    expect(next.hits).toBe(1);
    expect(new Date(next.reset_at).getTime()).toBeGreaterThan(end.getTime());
  });

  it('refuse a malformed hit with the fields named', async () => {
    const err = await hit('no spaces allowed', 10, 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcCallError);
    expect((err as RpcCallError).code).toBe(ErrorCode.ValidationFailed);
    expect((err as RpcCallError).payload.details?.map((d) => d.field).sort()).toEqual(['key', 'window_ms']);
  });
});
