import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  AUTH_EVENTS,
  AUTH_SUBJECTS,
  DEMO_USERS,
  ErrorCode,
  USER_EVENTS_STREAM,
  userDeletedConsumer,
} from '@app/contracts';
import { RpcCallError, RpcClient, runWithRequestContext } from '@app/common';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';

const { admin, investor } = DEMO_USERS;
const adminActor = { userId: admin.id, userType: 'admin' as const, sessionId: 'test-session' };
const client = { ip: '10.1.2.3', userAgent: 'jest' };

let infra: TestInfra;
let stack: TestStack;
let nc: NatsConnection;
let rpc: RpcClient;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true' });
  await stack.startService('auth');
  await stack.startService('portfolio');
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 3000);
}, 60_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await infra?.close();
});

async function rpcError(p: Promise<unknown>): Promise<RpcCallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof RpcCallError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('auth service over NATS', () => {
  it('signs in and issues an access JWT and an opaque refresh token, storing only its hash', async () => {
    const reply = await rpc.request(AUTH_SUBJECTS.login, {
      email: investor.email,
      password: investor.password,
      client,
    });
    expect(reply.user).toMatchObject({ id: investor.id, email: investor.email, user_type: 'customer' });
    expect(reply.tokens.accessToken.split('.')).toHaveLength(3);
    expect(reply.tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await infra.db.query<{ token_hash: string }>(
      'SELECT t.token_hash FROM auth.refresh_tokens t JOIN auth.sessions s ON s.id = t.session_id WHERE s.user_id = $1',
      [investor.id],
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(reply.tokens.refreshToken);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    const users = await infra.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM auth.users WHERE id = $1',
      [investor.id],
    );
    expect(users[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers coded errors: validation with details, invalid credentials, not found', async () => {
    const bad = await rpcError(rpc.request(AUTH_SUBJECTS.login, { email: 'nope', password: '', client }));
    expect(bad.code).toBe(ErrorCode.ValidationFailed);
    expect(bad.payload.details?.map((d) => d.field).sort()).toEqual(['email', 'password']);
    const wrong = await rpcError(
      rpc.request(AUTH_SUBJECTS.login, { email: admin.email, password: 'Wrong1234', client }),
    );
    expect(wrong.code).toBe(ErrorCode.InvalidCredentials);
    const missing = await rpcError(
      rpc.request(AUTH_SUBJECTS.adminDataSummary, { id: '11111111-1111-4111-8111-111111111111' }),
    );
    expect(missing.code).toBe(ErrorCode.NotFound);
  });

  it('broadcasts a revocation when a session ends, for every gateway to hear', async () => {
    const { tokens } = await rpc.request(AUTH_SUBJECTS.login, {
      email: investor.email,
      password: investor.password,
      client,
    });
    const heard: unknown[] = [];
    const sub = nc.subscribe(AUTH_EVENTS.sessionsRevoked, {
      callback: (_e, m) => {
        heard.push(m.json());
      },
    });
    await nc.flush();
    await rpc.request(AUTH_SUBJECTS.logout, { refreshToken: tokens.refreshToken });
    await eventually(async () => heard.length === 1);
    sub.unsubscribe();
    const event = heard[0] as { data: { sessions: Array<{ sessionId: string; until: string }> } };
    expect(event.data.sessions).toHaveLength(1);
    expect(Date.parse(event.data.sessions[0].until)).toBeGreaterThan(Date.now());
    const listed = await rpc.request(AUTH_SUBJECTS.revocations, {});
    expect(listed.sessions.map((s) => s.sessionId)).toContain(event.data.sessions[0].sessionId);
  });

  it('carries the request id in NATS headers into the service logs', async () => {
    await runWithRequestContext({ requestId: 'req-abc-123' }, () =>
      rpc
        .request(AUTH_SUBJECTS.login, { email: 'nobody@example.com', password: 'Wrong1234', client })
        .catch(() => undefined),
    );
    await rpc.request(AUTH_SUBJECTS.adminList, {});
    const line = stack.logs.find((l) => l.includes('req-abc-123'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).service).toBe('auth');
  });

  it('two concurrent exchanges of one refresh token: exactly one succeeds', async () => {
    const { tokens } = await rpc.request(AUTH_SUBJECTS.login, {
      email: investor.email,
      password: investor.password,
      client,
    });
    const results = await Promise.allSettled([
      rpc.request(AUTH_SUBJECTS.refresh, { refreshToken: tokens.refreshToken, client }),
      rpc.request(AUTH_SUBJECTS.refresh, { refreshToken: tokens.refreshToken, client }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('deleting a user', () => {
  it('publishes a durable event that a service handles even if it was down at the time', async () => {
    const created = await rpc.request(AUTH_SUBJECTS.register, {
      body: { email: 'gone@example.com', password: 'Secret123' },
    });
    const id = created.user.id;
    await stack.stopService('portfolio');
    await rpc.request(AUTH_SUBJECTS.adminDelete, { id, actor: adminActor });
    const jsm = await jetstreamManager(nc);
    const consumer = userDeletedConsumer('portfolio');
    expect((await jsm.consumers.info(USER_EVENTS_STREAM, consumer)).num_pending).toBe(1);
    const users = await infra.db.query('SELECT 1 FROM auth.users WHERE id = $1', [id]);
    expect(users).toHaveLength(0);

    await stack.startService('portfolio');
    await eventually(async () => {
      const info = await jsm.consumers.info(USER_EVENTS_STREAM, consumer);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= 1;
    });
  });

  it('data-summary reports a service that does not answer as unavailable', async () => {
    await stack.stopService('portfolio');
    const summary = await rpc.request(AUTH_SUBJECTS.adminDataSummary, { id: investor.id });
    expect(summary.unavailable).toEqual(expect.arrayContaining(['portfolio', 'market', 'settings', 'alerts']));
    expect(summary.services.auth).toEqual({ sessions: expect.any(Number), refresh_tokens: expect.any(Number) });
    await stack.startService('portfolio');
    const again = await rpc.request(AUTH_SUBJECTS.adminDataSummary, { id: investor.id });
    expect(again.unavailable).not.toContain('portfolio');
    // The demo investor's seeded portfolio is counted once the service answers again.
    expect(again.services.portfolio).toMatchObject({ positions: 5, funds: 1 });
  });
});
