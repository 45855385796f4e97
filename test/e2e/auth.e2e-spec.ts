import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, cookiesOf, signIn } from '../support/http.js';
import {
  authApi,
  connectSocket,
  expectNoSecretsIn,
  standInWebDist,
  untilSignedOut,
  type AuthApi,
} from '../support/auth-fixtures.js';

const { admin, investor } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let api: AuthApi;
const adminSession = async () => cookieHeader((await signIn(base, admin.email, admin.password)).cookies);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    VALIDATE_USERNAME_PER_MINUTE: '5',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
  });
  await stack.startServices();
  base = await stack.startGateway({ WEB_DIST: standInWebDist() });
  api = authApi(base);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('sign-in', () => {
  it('sets HttpOnly SameSite=Lax session cookies and the profile works with the cookies alone', async () => {
    const { res, cookies } = await signIn(base, investor.email, investor.password);
    expect(res.body).toEqual({
      success: true,
      data: { user: expect.objectContaining({ email: investor.email, first_name: 'Asha', user_type: 'customer' }) },
    });
    const access = cookies.raw.find((c) => c.startsWith('access_token='))!;
    const refresh = cookies.raw.find((c) => c.startsWith('refresh_token='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Path=\//);
    expect(access).not.toMatch(/Expires|Max-Age/);
    expect(access).not.toMatch(/Secure/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(refresh).toMatch(/HttpOnly/);
    const profile = await api.profile(cookies);
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
    expect((await api.login('  INVESTOR@Example.com ', investor.password)).status).toBe(200);
  });

  it('refuses a wrong password with 401 and the envelope, and sets no cookie', async () => {
    const res = await api.login(admin.email, 'wrong-password-1');
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
    const forged = await api.profile('access_token=eyJhbGciOiJIUzI1NiJ9.e30.x');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ success: false, error: 'Not signed in' });
  });
});

describe('refresh', () => {
  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const { cookies: first } = await signIn(base, investor.email, investor.password);
    const r1 = await api.refresh({ refresh: first.refresh });
    expect(r1.status).toBe(200);
    const second = cookiesOf(r1);
    expect(second.refresh).toBeDefined();
    expect(second.refresh).not.toEqual(first.refresh);
    expect((await api.profile(second)).status).toBe(200);

    const reuse = await api.refresh({ refresh: first.refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toMatch(/already used/);
    // The newest token of the family is dead too, and so is the family's access token.
    expect((await api.refresh({ refresh: second.refresh })).status).toBe(401);
    await untilSignedOut(api, second);
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
    const out = await api.logout(cookies);
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(cookiesOf(out).raw.some((c) => c.startsWith('access_token=;'))).toBe(true);
    await untilSignedOut(api, cookies);
    expect((await api.refresh(cookies)).status).toBe(401);
  });

  it('clear-tokens succeeds with or without a session', async () => {
    expect((await request(base).post('/api/auth/clear-tokens').send({})).body).toEqual({
      success: true,
      message: 'Tokens cleared',
    });
    const { cookies } = await signIn(base, investor.email, investor.password);
    const res = await request(base).post('/api/auth/clear-tokens').set('Cookie', cookieHeader(cookies)).send({});
    expect(res.status).toBe(200);
    await untilSignedOut(api, cookies);
  });
});

describe('validate-username and register', () => {
  it('validates a known email with the first name, and an unknown one as invalid', async () => {
    expect((await api.validate(admin.email)).body).toEqual({
      success: true,
      valid: true,
      message: 'Username is valid',
      first_name: 'Arjun',
      user_id: 'ZD1234',
    });
    const unknown = await api.validate('nobody@example.com');
    expect(unknown.body).toMatchObject({ success: true, valid: false, first_name: null });
  });

  it('registers a customer, refuses a duplicate email in any case (409) and a weak password (400)', async () => {
    const res = await api.register('new.user@example.com', 'Secret123', { first_name: 'Neha' });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      email: 'new.user@example.com',
      user_type: 'customer',
      first_name: 'Neha',
    });
    expect((await api.register('New.User@Example.com', 'Secret123')).status).toBe(409);
    const weak = await api.register('weak@example.com', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.details[0].field).toBe('password');
    expect((await api.login('new.user@example.com', 'Secret123')).status).toBe(200);
  });

  it('lets only an admin create an admin', async () => {
    const self = await api.register('sneaky@example.com', 'Secret123', { user_type: 'admin' });
    expect(self.status).toBe(403);
    const byAdmin = await request(base)
      .post('/api/auth/register')
      .set('Cookie', await adminSession())
      .send({ email: 'second.admin@example.com', password: 'Secret123', user_type: 'admin' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.user.user_type).toBe('admin');
  });
});

describe('gateway edges', () => {
  it('refuses a state-changing call from another origin with 403, and allows the same origin', async () => {
    const login = (origin: string) =>
      request(base)
        .post('/api/auth/login')
        .set('Origin', origin)
        .send({ email: investor.email, password: investor.password });
    const evil = await login('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ success: false, error: 'Cross-origin request refused' });
    expect((await login(base)).status).toBe(200);
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
    expect((await request(base).post('/dashboard').send({})).status).toBe(404);
  });

  it('answers 413 for an oversized body and 400 for malformed JSON', async () => {
    const json = (body: string) =>
      request(base).post('/api/auth/login').set('Content-Type', 'application/json').send(body);
    const big = await json(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const bad = await json('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'Malformed JSON body' });
  });

  it('rate-limits username validation with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await api.validate('someone@example.com');
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body.success).toBe(false);
  });

  it('locks an account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    await api.register('target@example.com', 'Secret123');
    for (let i = 0; i < 3; i++) expect((await api.login('target@example.com', `Wrong${i}xx1`)).status).toBe(401);
    const locked = await api.login('target@example.com', 'Secret123');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await api.login(investor.email, investor.password)).status).toBe(200);
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
    expect(await connectSocket(base, '')).toEqual({ error: 'unauthorized' });
    const { cookies } = await signIn(base, investor.email, investor.password);
    expect(await connectSocket(base, cookieHeader(cookies))).toMatchObject({ status: { status: 'connected' } });
  });
});

describe('when a service dies', () => {
  it('answers 503 fast while auth is down, health names it, and recovers when it returns', async () => {
    await stack.stopService('auth');
    const res = await api.login(investor.email, investor.password);
    // 503 comes from NATS saying no one listens, at once; a 504 would mean the gateway waited out RPC_TIMEOUT_MS.
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    const health = await request(base).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.error).toBe('Unavailable: auth');
    await stack.startService('auth');
    expect((await api.login(investor.email, investor.password)).status).toBe(200);
  });
});

describe('logs', () => {
  it('never contain a password, a token or a hash', async () => {
    await expectNoSecretsIn(stack.logs, infra, [investor.password, admin.password]);
  });
});
