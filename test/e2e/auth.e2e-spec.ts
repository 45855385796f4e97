import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io } from 'socket.io-client';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, cookiesOf, signIn } from '../support/http.js';

const { admin, investor } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', VALIDATE_USERNAME_PER_MINUTE: '5', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  await stack.startServices();
  // A stand-in build of the web app, so serving and the browser-router fallback are checked here.
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Trading Dashboard</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app")');
  base = await stack.startGateway({ WEB_DIST: webDist });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('sign-in', () => {
  it('sets HttpOnly SameSite=Lax session cookies and the profile works with the cookies alone', async () => {
    const { res, cookies } = await signIn(base, investor.email, investor.password);
    expect(res.body).toEqual({ success: true, data: { user: expect.objectContaining({ email: investor.email, first_name: 'Asha', user_type: 'customer' }) } });
    const access = cookies.raw.find((c) => c.startsWith('access_token='))!;
    const refresh = cookies.raw.find((c) => c.startsWith('refresh_token='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\//);
    expect(access).not.toMatch(/Expires|Max-Age/);
    expect(access).not.toMatch(/Secure/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(refresh).toMatch(/HttpOnly/);
    const profile = await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(cookies));
    expect(profile.status).toBe(200);
    expect(profile.body.data.user).toMatchObject({ email: investor.email, last_name: 'Rao' });
    expect(JSON.stringify(profile.body)).not.toMatch(/hash|password/i);
  });

  it('remember me makes the cookies persist for 30 days', async () => {
    const { cookies } = await signIn(base, investor.email, investor.password, true);
    const access = cookies.raw.find((c) => c.startsWith('access_token='))!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(access)?.[1]);
    expect(maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
  });

  it('accepts the email in any case and with spaces', async () => {
    const res = await request(base).post('/api/auth/login').send({ email: '  INVESTOR@Example.com ', password: investor.password });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 and the envelope, and sets no cookie', async () => {
    const res = await request(base).post('/api/auth/login').send({ email: admin.email, password: 'wrong-password-1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid email or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 400 with the offending fields for a bad body', async () => {
    const res = await request(base).post('/api/auth/login').send({ email: 'not-an-email', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const fields = (res.body.details as Array<{ field: string }>).map((d) => d.field).sort();
    expect(fields).toEqual(['email', 'extra', 'password']);
  });

  it('answers 401 for the profile without a session, and for a forged token', async () => {
    expect((await request(base).get('/api/auth/profile')).status).toBe(401);
    const forged = await request(base).get('/api/auth/profile').set('Cookie', 'access_token=eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ success: false, error: 'Not signed in' });
  });
});

describe('refresh', () => {
  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const { cookies: first } = await signIn(base, investor.email, investor.password);
    const r1 = await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader({ refresh: first.refresh })).send({});
    expect(r1.status).toBe(200);
    const second = cookiesOf(r1);
    expect(second.refresh).toBeDefined();
    expect(second.refresh).not.toEqual(first.refresh);
    expect((await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(second))).status).toBe(200);

    const reuse = await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader({ refresh: first.refresh })).send({});
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toMatch(/already used/);
    // The newest token of the family is dead too, and so is the family's access token.
    const after = await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader({ refresh: second.refresh })).send({});
    expect(after.status).toBe(401);
    await waitFor(async () => (await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(second))).status === 401);
  });

  it('answers 401 without a refresh cookie', async () => {
    const res = await request(base).post('/api/auth/refresh').send({});
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the session: the old access and refresh tokens stop working at once', async () => {
    const { cookies } = await signIn(base, investor.email, investor.password);
    const out = await request(base).post('/api/auth/logout').set('Cookie', cookieHeader(cookies)).send({});
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(cookiesOf(out).raw.some((c) => c.startsWith('access_token=;'))).toBe(true);
    await waitFor(async () => (await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(cookies))).status === 401);
    const refresh = await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader(cookies)).send({});
    expect(refresh.status).toBe(401);
  });

  it('clear-tokens succeeds with or without a session', async () => {
    expect((await request(base).post('/api/auth/clear-tokens').send({})).body).toEqual({ success: true, message: 'Tokens cleared' });
    const { cookies } = await signIn(base, investor.email, investor.password);
    const res = await request(base).post('/api/auth/clear-tokens').set('Cookie', cookieHeader(cookies)).send({});
    expect(res.status).toBe(200);
    await waitFor(async () => (await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(cookies))).status === 401);
  });
});

describe('validate-username and register', () => {
  it('validates a known email with the first name, and an unknown one as invalid', async () => {
    const known = await request(base).post('/api/auth/validate-username').send({ username: admin.email });
    expect(known.body).toEqual({ success: true, valid: true, message: 'Username is valid', first_name: 'Arjun', user_id: 'ZD1234' });
    const unknown = await request(base).post('/api/auth/validate-username').send({ username: 'nobody@example.com' });
    expect(unknown.body).toMatchObject({ success: true, valid: false, first_name: null });
  });

  it('registers a customer, refuses a duplicate email in any case (409) and a weak password (400)', async () => {
    const res = await request(base).post('/api/auth/register').send({ email: 'new.user@example.com', password: 'Secret123', first_name: 'Neha' });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email: 'new.user@example.com', user_type: 'customer', first_name: 'Neha' });
    const dup = await request(base).post('/api/auth/register').send({ email: 'New.User@Example.com', password: 'Secret123' });
    expect(dup.status).toBe(409);
    const weak = await request(base).post('/api/auth/register').send({ email: 'weak@example.com', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.details[0].field).toBe('password');
    const signedIn = await request(base).post('/api/auth/login').send({ email: 'new.user@example.com', password: 'Secret123' });
    expect(signedIn.status).toBe(200);
  });

  it('lets only an admin create an admin', async () => {
    const self = await request(base).post('/api/auth/register').send({ email: 'sneaky@example.com', password: 'Secret123', user_type: 'admin' });
    expect(self.status).toBe(403);
    const { cookies } = await signIn(base, admin.email, admin.password);
    const byAdmin = await request(base)
      .post('/api/auth/register')
      .set('Cookie', cookieHeader(cookies))
      .send({ email: 'second.admin@example.com', password: 'Secret123', user_type: 'admin' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.user.user_type).toBe('admin');
  });
});

describe('admin API', () => {
  it('lists users for an admin, without hashes', async () => {
    const { cookies } = await signIn(base, admin.email, admin.password);
    const res = await request(base).get('/api/admin/users').set('Cookie', cookieHeader(cookies));
    expect(res.status).toBe(200);
    const emails = (res.body.data.users as Array<{ email: string }>).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([admin.email, investor.email]));
    expect(JSON.stringify(res.body)).not.toMatch(/hash|\$argon2/);
  });

  it('answers 403 to a customer on every admin route, and 401 without a session', async () => {
    const { cookies } = await signIn(base, investor.email, investor.password);
    const c = cookieHeader(cookies);
    const id = admin.id;
    const calls = [
      request(base).get('/api/admin/users').set('Cookie', c),
      request(base).put(`/api/admin/users/${id}`).set('Cookie', c).send({ first_name: 'X' }),
      request(base).delete(`/api/admin/users/${id}`).set('Cookie', c),
      request(base).get(`/api/admin/users/${id}/data-summary`).set('Cookie', c),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await request(base).get('/api/admin/users')).status).toBe(401);
  });

  it('updates a user, validates the body and id, and answers 404 for an unknown id', async () => {
    const { cookies } = await signIn(base, admin.email, admin.password);
    const c = cookieHeader(cookies);
    const created = await request(base).post('/api/auth/register').send({ email: 'editme@example.com', password: 'Secret123' });
    const id = created.body.data.user.id as string;
    const upd = await request(base).put(`/api/admin/users/${id}`).set('Cookie', c).send({ first_name: 'Edited', is_active: true });
    expect(upd.status).toBe(200);
    expect(upd.body.data.user.first_name).toBe('Edited');
    expect((await request(base).put(`/api/admin/users/${id}`).set('Cookie', c).send({ user_type: 'root' })).status).toBe(400);
    const empty = await request(base).put(`/api/admin/users/${id}`).set('Cookie', c).send({});
    expect(empty.status).toBe(400);
    expect((await request(base).put('/api/admin/users/not-a-uuid').set('Cookie', c).send({ first_name: 'A' })).status).toBe(400);
    const missing = await request(base).put('/api/admin/users/11111111-1111-4111-8111-111111111111').set('Cookie', c).send({ first_name: 'A' });
    expect(missing.status).toBe(404);
  });

  it('a password change by an admin ends that user\'s sessions and the new password works', async () => {
    const adminCookies = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    await request(base).post('/api/auth/register').send({ email: 'pw.change@example.com', password: 'Before123' });
    const { cookies, user } = await signIn(base, 'pw.change@example.com', 'Before123');
    const res = await request(base).put(`/api/admin/users/${user.id}`).set('Cookie', adminCookies).send({ password: 'After1234' });
    expect(res.status).toBe(200);
    await waitFor(async () => (await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(cookies))).status === 401);
    expect((await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader(cookies)).send({})).status).toBe(401);
    expect((await request(base).post('/api/auth/login').send({ email: 'pw.change@example.com', password: 'After1234' })).status).toBe(200);
  });

  it('a deactivated user cannot sign in', async () => {
    const adminCookies = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    const created = await request(base).post('/api/auth/register').send({ email: 'inactive@example.com', password: 'Secret123' });
    await request(base).put(`/api/admin/users/${created.body.data.user.id}`).set('Cookie', adminCookies).send({ is_active: false });
    const res = await request(base).post('/api/auth/login').send({ email: 'inactive@example.com', password: 'Secret123' });
    expect(res.status).toBe(403);
    const valid = await request(base).post('/api/auth/validate-username').send({ username: 'inactive@example.com' });
    expect(valid.body.valid).toBe(false);
  });

  it('an admin cannot delete or demote themselves', async () => {
    const c = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    expect((await request(base).delete(`/api/admin/users/${admin.id}`).set('Cookie', c)).status).toBe(409);
    expect((await request(base).put(`/api/admin/users/${admin.id}`).set('Cookie', c).send({ user_type: 'customer' })).status).toBe(409);
  });

  it('data-summary counts rows in every service; delete removes the user and their sessions everywhere', async () => {
    const c = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    await request(base).post('/api/auth/register').send({ email: 'leaving@example.com', password: 'Secret123' });
    const { user, cookies: leaving } = await signIn(base, 'leaving@example.com', 'Secret123');
    const summary = await request(base).get(`/api/admin/users/${user.id}/data-summary`).set('Cookie', c);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      user: { id: user.id, email: 'leaving@example.com' },
      services: { auth: { sessions: 1, refresh_tokens: 1 }, portfolio: {}, market: {}, settings: {}, alerts: {} },
      unavailable: [],
      total: 2,
    });
    const del = await request(base).delete(`/api/admin/users/${user.id}`).set('Cookie', c);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { id: user.id } });
    expect((await request(base).get(`/api/admin/users/${user.id}/data-summary`).set('Cookie', c)).status).toBe(404);
    expect((await request(base).delete(`/api/admin/users/${user.id}`).set('Cookie', c)).status).toBe(404);
    await waitFor(async () => (await request(base).get('/api/auth/profile').set('Cookie', cookieHeader(leaving))).status === 401);
    const rows = await infra.db.query<{ n: string }>('SELECT count(*)::text AS n FROM auth.sessions WHERE user_id = $1', [user.id]);
    expect(rows[0].n).toBe('0');
  });
});

describe('gateway edges', () => {
  it('refuses a state-changing call from another origin with 403, and allows the same origin', async () => {
    const evil = await request(base).post('/api/auth/login').set('Origin', 'https://evil.example').send({ email: investor.email, password: investor.password });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ success: false, error: 'Cross-origin request refused' });
    const own = await request(base).post('/api/auth/login').set('Origin', base).send({ email: investor.email, password: investor.password });
    expect(own.status).toBe(200);
  });

  it('answers a JSON 404 for an unknown /api path and the app for other paths', async () => {
    const res = await request(base).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found: GET /api/does-not-exist' });
    const deep = await request(base).get('/dashboard/portfolio?x=1');
    expect(deep.status).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.text).toContain('<title>Trading Dashboard</title>');
    const asset = await request(base).get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const post = await request(base).post('/dashboard').send({});
    expect(post.status).toBe(404);
  });

  it('answers 413 for an oversized body and 400 for malformed JSON', async () => {
    const big = await request(base).post('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const bad = await request(base).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('rate-limits username validation with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await request(base).post('/api/auth/validate-username').send({ username: 'someone@example.com' });
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body.success).toBe(false);
  });

  it('locks an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    await request(base).post('/api/auth/register').send({ email: 'target@example.com', password: 'Secret123' });
    for (let i = 0; i < 3; i++) {
      expect((await request(base).post('/api/auth/login').send({ email: 'target@example.com', password: `Wrong${i}xx1` })).status).toBe(401);
    }
    const locked = await request(base).post('/api/auth/login').send({ email: 'target@example.com', password: 'Secret123' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await request(base).post('/api/auth/login').send({ email: investor.email, password: investor.password })).status).toBe(200);
  });

  it('health answers 200 when every service answers', async () => {
    const res = await request(base).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.data.services).toEqual({ auth: 'ok', portfolio: 'ok', market: 'ok', settings: 'ok', alerts: 'ok' });
  });

  it('sends security headers and a request id', async () => {
    const res = await request(base).get('/api/health').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('live socket', () => {
  it('refuses a socket without a valid access cookie and accepts one with it', async () => {
    const refused = await connectSocket('');
    expect(refused).toEqual({ error: 'unauthorized' });
    const { cookies } = await signIn(base, investor.email, investor.password);
    const ok = await connectSocket(cookieHeader(cookies));
    expect(ok).toMatchObject({ status: { status: 'connected' } });
  });
});

describe('when a service dies', () => {
  it('answers 503 fast while auth is down, health names it, and recovers when it returns', async () => {
    await stack.stopService('auth');
    const t0 = Date.now();
    const res = await request(base).post('/api/auth/login').send({ email: investor.email, password: investor.password });
    expect([503, 504]).toContain(res.status);
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(res.body.success).toBe(false);
    const health = await request(base).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.error).toBe('Unavailable: auth');
    await stack.startService('auth');
    const back = await request(base).post('/api/auth/login').send({ email: investor.email, password: investor.password });
    expect(back.status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a password, a token or a hash', async () => {
    expect(stack.logs.length).toBeGreaterThan(10);
    const all = stack.logs.join('\n');
    expect(all).not.toContain(investor.password);
    expect(all).not.toContain(admin.password);
    expect(all).not.toMatch(/\$argon2id/);
    expect(all).not.toMatch(/eyJhbGci/);
    const hashes = await infra.db.query<{ token_hash: string }>('SELECT token_hash FROM auth.refresh_tokens LIMIT 5');
    for (const h of hashes) expect(all).not.toContain(h.token_hash);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function connectSocket(cookie: string): Promise<{ error?: string; status?: unknown }> {
  return new Promise((resolve) => {
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: cookie ? { cookie } : {} });
    const done = (v: { error?: string; status?: unknown }) => {
      socket.close();
      resolve(v);
    };
    socket.on('connect_error', (e) => done({ error: e.message }));
    socket.on('connection_status', (status) => done({ status }));
  });
}
