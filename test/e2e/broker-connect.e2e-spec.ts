import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { accessTokenExpiry } from '@app/kite';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import type { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import type { FakeKite } from '../support/fake-kite/fake-kite.js';
import { loginAtFakeKite, stackWithFakeKite } from '../support/fake-kite/kite-login.js';

let infra: TestInfra;
let stack: TestStack;
let kite: FakeKite;
let base: string;
let a: { cookie: string; id: string };
let b: { cookie: string; id: string };
/** Every answer the gateway gave in this file, to be sure no token is in any of them. */
const answers: string[] = [];

const as = (cookie: string) => ({
  get: async (path: string) => keep(await request(base).get(path).set('Cookie', cookie)),
  post: async (path: string) => keep(await request(base).post(path).set('Cookie', cookie)),
});
function keep(res: request.Response): request.Response {
  answers.push(`${res.headers.location ?? ''} ${res.text}`);
  return res;
}

async function newCustomer(email: string) {
  const reg = await request(base).post('/api/auth/register').send({ email, password: 'Connect12345' });
  expect(reg.status).toBe(201);
  const s = await signIn(base, email, 'Connect12345');
  return { cookie: cookieHeader(s.cookies), id: s.user.id };
}

beforeAll(async () => {
  infra = await setUpInfra();
  ({ kite, stack, base } = await stackWithFakeKite(infra));
  kite.addAccount({ userId: 'AB1234', userName: 'Asha Rao', shortName: 'Asha' });
  kite.addAccount({ userId: 'CD5678', userName: 'Chetan Das', shortName: 'Chetan' });
  a = await newCustomer('connect.a@example.com');
  b = await newCustomer('connect.b@example.com');
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await kite?.close();
  await infra?.close();
});

describe('connecting a Zerodha account through the gateway', () => {
  it('starts disconnected, with Kite login configured', async () => {
    const res = await as(a.cookie).get('/api/broker/status');
    expect(res.status).toBe(200);
    expect(res.body.data.broker).toMatchObject({
      state: 'disconnected',
      kite_user_id: null,
      configured: true,
      source: 'paper',
    });
  });

  it('sends the browser to the login page, back to the callback and on to Settings, connected until 06:00 IST', async () => {
    const { callbackPath, loginUrl, pageHtml } = await loginAtFakeKite(base, kite, a.cookie, 'AB1234');
    const login = new URL(loginUrl);
    expect(login.origin + login.pathname).toBe(`${kite.url}/connect/login`);
    expect(login.searchParams.get('v')).toBe('3');
    expect(login.searchParams.get('api_key')).toBe(kite.apiKey);
    expect(loginUrl).toMatch(/redirect_params=state%3D[A-Za-z0-9_-]{43}(&|$)/);
    expect(pageHtml).toContain('<title>Kite · Zerodha (test)</title>');
    expect(pageHtml).toContain('>Login</button>');
    expect(callbackPath).toMatch(/^\/api\/broker\/kite\/callback\?/);
    const back = new URLSearchParams(callbackPath.split('?')[1]);
    expect(back.get('status')).toBe('success');
    expect(back.get('state')).toBe(new URLSearchParams(login.searchParams.get('redirect_params')!).get('state'));

    const cb = await as(a.cookie).get(callbackPath);
    expect(cb.status).toBe(302);
    expect(cb.headers.location).toBe('/settings?broker=connected');
    expect(kite.seen('POST', '/session/token')).toHaveLength(1);

    const status = (await as(a.cookie).get('/api/broker/status')).body.data.broker;
    expect(status).toMatchObject({
      state: 'connected',
      kite_user_id: 'AB1234',
      user_shortname: 'Asha',
      source: 'kite',
      mode: 'live',
    });
    expect(status.expires_at).toBe(accessTokenExpiry(new Date()).toISOString());
    expect(status.expires_at).toMatch(/T00:30:00\.000Z$/);
  });

  it('keeps only ciphertext in the token column', async () => {
    const [row] = await infra.db.query<{ sealed_access_token: string; key_id: string }>(
      'SELECT sealed_access_token, key_id FROM portfolio.broker_connections WHERE user_id = $1',
      [a.id],
    );
    const tokens = [...kite.sessions.values()].filter((s) => s.userId === 'AB1234').map((s) => s.accessToken);
    expect(tokens).toHaveLength(1);
    expect(row.sealed_access_token).toMatch(/^v1\.k1\./);
    expect(row.sealed_access_token).not.toContain(tokens[0]);
    expect(row.key_id).toBe('k1');
    const states = await infra.db.query<{ state_hash: string }>('SELECT state_hash FROM portfolio.broker_login_states');
    for (const s of states) expect(s.state_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a replayed callback', async () => {
    const { callbackPath } = await loginAtFakeKite(base, kite, a.cookie, 'AB1234');
    expect((await as(a.cookie).get(callbackPath)).headers.location).toBe('/settings?broker=connected');
    const again = await as(a.cookie).get(callbackPath);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('/settings?broker=error&reason=state-used');
  });

  it("refuses another user's state, and another session's, leaving the state for its owner", async () => {
    const { callbackPath } = await loginAtFakeKite(base, kite, a.cookie, 'AB1234');
    const stolen = await as(b.cookie).get(callbackPath);
    expect(stolen.headers.location).toBe('/settings?broker=error&reason=state-not-yours');
    expect((await as(b.cookie).get('/api/broker/status')).body.data.broker.state).toBe('disconnected');
    const otherSession = cookieHeader((await signIn(base, 'connect.a@example.com', 'Connect12345')).cookies);
    expect((await as(otherSession).get(callbackPath)).headers.location).toBe(
      '/settings?broker=error&reason=state-not-yours',
    );
    expect((await as(a.cookie).get(callbackPath)).headers.location).toBe('/settings?broker=connected');
  });

  it('refuses an unknown state, a signed-out browser and a cancelled login', async () => {
    const unknown = await as(b.cookie).get(
      `/api/broker/kite/callback?state=${'x'.repeat(43)}&request_token=abc&status=success`,
    );
    expect(unknown.headers.location).toBe('/settings?broker=error&reason=unknown-state');
    const { callbackPath } = await loginAtFakeKite(base, kite, b.cookie, 'CD5678');
    const signedOut = await request(base).get(callbackPath);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toBe('/settings?broker=error&reason=signed-out');
    const cancelled = await loginAtFakeKite(base, kite, b.cookie, 'CD5678', 'cancel');
    expect((await as(b.cookie).get(cancelled.callbackPath)).headers.location).toBe(
      '/settings?broker=error&reason=cancelled',
    );
    expect((await as(b.cookie).get('/api/broker/status')).body.data.broker.state).toBe('disconnected');
  });

  it('answers 400 naming the field for a malformed callback', async () => {
    const res = await as(b.cookie).get('/api/broker/kite/callback?request_token=abc');
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain('state');
  });

  it("does not connect when Kite refuses the checksum (the app's secret is not Kite's)", async () => {
    const secret = kite.apiSecret;
    Object.assign(kite, { apiSecret: 'a-different-secret-than-the-apps' });
    try {
      const before = kite.seen('POST', '/session/token').length;
      const { callbackPath } = await loginAtFakeKite(base, kite, b.cookie, 'CD5678');
      const res = await as(b.cookie).get(callbackPath);
      expect(res.headers.location).toBe('/settings?broker=error&reason=kite-refused');
      expect(kite.seen('POST', '/session/token')).toHaveLength(before + 1);
    } finally {
      Object.assign(kite, { apiSecret: secret });
    }
    expect((await as(b.cookie).get('/api/broker/status')).body.data.broker.state).toBe('disconnected');
    expect(stack.logs.some((l) => l.includes('Invalid checksum'))).toBe(true);
  });

  it("refuses a Zerodha account another user holds, until that user's session has expired", async () => {
    const taken = await loginAtFakeKite(base, kite, b.cookie, 'AB1234');
    expect((await as(b.cookie).get(taken.callbackPath)).headers.location).toBe(
      '/settings?broker=error&reason=kite-account-taken',
    );
    await infra.db.query(
      "UPDATE portfolio.broker_connections SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [a.id],
    );
    const { callbackPath } = await loginAtFakeKite(base, kite, b.cookie, 'AB1234');
    expect((await as(b.cookie).get(callbackPath)).headers.location).toBe('/settings?broker=connected');
    expect((await as(a.cookie).get('/api/broker/status')).body.data.broker.state).toBe('expired');
    expect((await as(b.cookie).get('/api/broker/status')).body.data.broker).toMatchObject({
      state: 'connected',
      kite_user_id: 'AB1234',
    });
  });

  it('never puts a token, request token or checksum in a log line or an answer', () => {
    const secrets = [
      ...[...kite.sessions.values()].map((s) => s.accessToken),
      ...kite.requests.flatMap((r) =>
        [...r.query, ...r.form]
          .filter(([k]) => ['request_token', 'checksum', 'access_token'].includes(k))
          .map(([, v]) => v),
      ),
    ];
    expect(secrets.length).toBeGreaterThan(8);
    expect(stack.logs.length).toBeGreaterThan(20);
    const logs = stack.logs.join('\n');
    const said = answers.join('\n');
    for (const s of secrets) {
      expect(logs).not.toContain(s);
      // The request token travels in the callback URL by Kite's design; no answer of ours repeats it.
      expect(said).not.toContain(s);
    }
  });
});
