import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import request from 'supertest';
import { BROKER_EVENTS, BROKER_SUBJECTS, DEMO_USERS, type FeedSessionChanged } from '@app/contracts';
import { RpcClient, SecretCipher, parseKeyRing } from '@app/common';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import type { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';
import type { FakeKite } from '../support/fake-kite/fake-kite.js';
import { loginAtFakeKite, stackWithFakeKite } from '../support/fake-kite/kite-login.js';
import { KiteSessions } from '../../apps/portfolio/src/kite-connection/kite-sessions.js';

const { admin } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let kite: FakeKite;
let base: string;
let kiteEnv: Record<string, string>;
let keyRing: string;
let nc: NatsConnection;
let rpc: RpcClient;
let adminCookie: string;
let a: { cookie: string; id: string };
let b: { cookie: string; id: string };
const feedEvents: FeedSessionChanged[] = [];

async function newCustomer(email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Connect12345' }).expect(201);
  const s = await signIn(base, email, 'Connect12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

async function connectAs(user: { cookie: string }, kiteUserId: string) {
  const { callbackPath } = await loginAtFakeKite(base, kite, user.cookie, kiteUserId);
  const res = await request(base).get(callbackPath).set('Cookie', user.cookie);
  expect(res.headers.location).toBe('/settings?broker=connected');
}

const tokenOf = (kiteUserId: string) =>
  [...kite.sessions.values()].filter((s) => s.userId === kiteUserId && !s.expired).map((s) => s.accessToken);

beforeAll(async () => {
  infra = await setUpInfra();
  ({ kite, stack, base, kiteEnv, keyRing } = await stackWithFakeKite(infra));
  kite.addAccount({ userId: 'AD0001', userName: 'Admin Kite', shortName: 'Admin' });
  kite.addAccount({ userId: 'EF9012', userName: 'Esha F', shortName: 'Esha' });
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 5000);
  nc.subscribe(BROKER_EVENTS.feedSessionChanged, {
    callback: (_e, m) => {
      feedEvents.push((m.json() as { data: FeedSessionChanged }).data);
    },
  });
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  a = await newCustomer('feed.a@example.com');
  b = await newCustomer('feed.b@example.com');
}, 90_000);

afterAll(async () => {
  await nc?.close();
  await stack?.close();
  await kite?.close();
  await infra?.close();
});

describe('the feed account and its session', () => {
  it('refuses customers on the admin routes', async () => {
    expect((await request(base).get('/api/admin/broker/connections').set('Cookie', a.cookie)).status).toBe(403);
    const put = await request(base)
      .put('/api/admin/broker/feed-account')
      .set('Cookie', a.cookie)
      .send({ user_id: a.id });
    expect(put.status).toBe(403);
  });

  it('refuses a feed account without a connection, and has no feed session yet', async () => {
    const put = await request(base)
      .put('/api/admin/broker/feed-account')
      .set('Cookie', adminCookie)
      .send({ user_id: b.id });
    expect(put.status).toBe(409);
    expect((await rpc.request(BROKER_SUBJECTS.feedSession, {})).session).toBeNull();
  });

  it("hands the market the admin-chosen account's token, sealed for 'feed' only", async () => {
    await connectAs(a, 'AD0001');
    const put = await request(base)
      .put('/api/admin/broker/feed-account')
      .set('Cookie', adminCookie)
      .send({ user_id: a.id });
    expect(put.status).toBe(200);
    expect(put.body.data.connections).toEqual([
      expect.objectContaining({ user_id: a.id, kite_user_id: 'AD0001', state: 'connected', is_feed_account: true }),
    ]);
    expect(put.text).not.toContain(tokenOf('AD0001')[0]);
    await waitFor('the feed-session event', () => feedEvents.some((e) => e.userId === a.id));
    const { session } = await rpc.request(BROKER_SUBJECTS.feedSession, {});
    expect(session).toMatchObject({ user_id: a.id, kite_user_id: 'AD0001' });
    const cipher = new SecretCipher(parseKeyRing(keyRing, 'BROKER_TOKEN_KEYS'));
    expect(cipher.open(session!.sealed_access_token, 'feed')).toBe(tokenOf('AD0001')[0]);
    expect(() => cipher.open(session!.sealed_access_token, a.id)).toThrow();
    const status = await request(base).get('/api/broker/status').set('Cookie', a.cookie);
    expect(status.body.data.broker.is_feed_account).toBe(true);
  });

  it('reads a token sealed with a rotated-out key and re-seals it with the new one', async () => {
    await stack.stopService('portfolio');
    const newKey = `k2:${Buffer.alloc(32, 7).toString('base64')}`;
    await stack.startService('portfolio', { ...kiteEnv, BROKER_TOKEN_KEYS: `${newKey},${keyRing}` });
    const { session } = await rpc.request(BROKER_SUBJECTS.feedSession, {});
    const ring = new SecretCipher(parseKeyRing(`${newKey},${keyRing}`, 'BROKER_TOKEN_KEYS'));
    expect(ring.open(session!.sealed_access_token, 'feed')).toBe(tokenOf('AD0001')[0]);
    const [row] = await infra.db.query<{ sealed_access_token: string; key_id: string }>(
      'SELECT sealed_access_token, key_id FROM portfolio.broker_connections WHERE user_id = $1',
      [a.id],
    );
    expect(row.key_id).toBe('k2');
    expect(row.sealed_access_token).toMatch(/^v1\.k2\./);
    expect(ring.open(row.sealed_access_token, a.id)).toBe(tokenOf('AD0001')[0]);
  });

  it('refuses a key ring that does not parse, naming the variable', async () => {
    await expect(stack.startService('portfolio', { ...kiteEnv, BROKER_TOKEN_KEYS: 'k1:c2hvcnQ=' })).rejects.toThrow(
      /BROKER_TOKEN_KEYS/,
    );
  });

  it('switches to paper mode and back', async () => {
    const paper = await request(base).put('/api/broker/mode').set('Cookie', a.cookie).send({ mode: 'paper' });
    expect(paper.body.data.broker).toMatchObject({ mode: 'paper', source: 'paper', state: 'connected' });
    const bad = await request(base).put('/api/broker/mode').set('Cookie', a.cookie).send({ mode: 'demo' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('mode');
    const live = await request(base).put('/api/broker/mode').set('Cookie', a.cookie).send({ mode: 'live' });
    expect(live.body.data.broker).toMatchObject({ mode: 'live', source: 'kite' });
  });

  it('hands the broker-data side a live session only in live mode, and marks it expired on its word', async () => {
    const sessions = stack.service('portfolio').get(KiteSessions);
    const live = await sessions.liveSession(a.id);
    expect(live).toMatchObject({ userId: a.id, kiteUserId: 'AD0001', apiKey: kite.apiKey });
    expect(live!.accessToken).toBe(tokenOf('AD0001')[0]);
    expect(await sessions.userIdOfKiteUser('AD0001')).toBe(a.id);
    expect(await sessions.liveSession(b.id)).toBeNull();
    await request(base).put('/api/broker/mode').set('Cookie', a.cookie).send({ mode: 'paper' }).expect(200);
    expect(await sessions.liveSession(a.id)).toBeNull();
    await request(base).put('/api/broker/mode').set('Cookie', a.cookie).send({ mode: 'live' }).expect(200);

    feedEvents.length = 0;
    await sessions.markExpired(a.id, 'Kite answered 403 TokenException');
    const status = (await request(base).get('/api/broker/status').set('Cookie', a.cookie)).body.data.broker;
    expect(status).toMatchObject({ state: 'expired', reason: 'Kite answered 403 TokenException', source: 'paper' });
    expect(await sessions.liveSession(a.id)).toBeNull();
    expect((await rpc.request(BROKER_SUBJECTS.feedSession, {})).session).toBeNull();
    await waitFor('the feed-session-expired event', () => feedEvents.some((e) => e.userId === null));
    // Logging in at Kite again brings the feed back.
    await connectAs(a, 'AD0001');
    expect((await rpc.request(BROKER_SUBJECTS.feedSession, {})).session?.user_id).toBe(a.id);
  });

  it('disconnects: logs the token out at Kite, forgets it, and the feed session goes away', async () => {
    const token = tokenOf('AD0001').at(-1)!;
    feedEvents.length = 0;
    const res = await request(base).delete('/api/broker/kite').set('Cookie', a.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.broker).toMatchObject({ state: 'disconnected', kite_user_id: null, expires_at: null });
    expect(res.body.data.warning).toBeUndefined();
    const logout = kite.seen('DELETE', '/session/token');
    expect(logout).toHaveLength(1);
    expect(logout[0].query).toEqual(expect.arrayContaining([['access_token', token]]));
    expect(kite.sessions.get(token)?.expired).toBe(true);
    const [row] = await infra.db.query<{ sealed_access_token: string | null }>(
      'SELECT sealed_access_token FROM portfolio.broker_connections WHERE user_id = $1',
      [a.id],
    );
    expect(row.sealed_access_token).toBeNull();
    expect((await rpc.request(BROKER_SUBJECTS.feedSession, {})).session).toBeNull();
    await waitFor('the feed-session-gone event', () => feedEvents.some((e) => e.userId === null));
  });

  it('forgets the token even when Kite is down, and says Kite was not told', async () => {
    await connectAs(b, 'EF9012');
    kite.outage = { status: 503, errorType: 'NetworkException', message: 'Gateway down' };
    try {
      const res = await request(base).delete('/api/broker/kite').set('Cookie', b.cookie);
      expect(res.status).toBe(200);
      expect(res.body.data.broker.state).toBe('disconnected');
      expect(res.body.data.warning).toMatch(/forgotten here anyway/);
    } finally {
      kite.outage = null;
    }
  });

  it("removes a deleted user's connection and login states", async () => {
    await connectAs(b, 'EF9012');
    const count = async (table: string) =>
      (await infra.db.query(`SELECT 1 FROM portfolio.${table} WHERE user_id = $1`, [b.id])).length;
    expect(await count('broker_connections')).toBe(1);
    expect(await count('broker_login_states')).toBeGreaterThan(0);
    const del = await request(base).delete(`/api/admin/users/${b.id}`).set('Cookie', adminCookie);
    expect(del.status).toBe(200);
    await waitFor(
      'the rows to go',
      async () => (await count('broker_connections')) + (await count('broker_login_states')),
      (n) => n === 0,
    );
  });

  it('never logs a token', () => {
    const logs = stack.logs.join('\n');
    const tokens = [...kite.sessions.values()].map((s) => s.accessToken);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    for (const t of tokens) expect(logs).not.toContain(t);
  });
});
