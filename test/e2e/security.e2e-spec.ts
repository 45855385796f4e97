import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io } from 'socket.io-client';
import { JwtService } from '@nestjs/jwt';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, cookiesOf, signIn } from '../support/http.js';

const { admin, investor } = DEMO_USERS;
// A secret of its own, so the logs check can look for it.
const JWT_SECRET = 'security-spec-secret-4f1d8c2b9e7a6d5c3b2a1908';
const FOREIGN = 'https://evil.example';

let infra: TestInfra;
let stack: TestStack;
let base: string;
let secureBase: string;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true', JWT_SECRET, REGISTER_PER_MINUTE: '3' });
  base = await stack.startAll();
  secureBase = await stack.startExtraGateway({ COOKIE_SECURE: 'true' });
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const profileStatus = async (cookie: string) =>
  (await request(base).get('/api/auth/profile').set('Cookie', cookie)).status;

async function register(email: string, password = 'Secret123', cookie = '') {
  const res = await request(base).post('/api/auth/register').set('Cookie', cookie).send({ email, password });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.user as { id: string };
}

/** Opens a socket and answers how the handshake ended. */
function openSocket(
  url: string,
  headers: Record<string, string>,
): Promise<{ connected: boolean; socket?: ReturnType<typeof io>; error?: string }> {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: headers,
    });
    socket.once('connection_status', () => resolve({ connected: true, socket }));
    socket.once('connect_error', (e) => {
      socket.close();
      resolve({ connected: false, error: e.message });
    });
  });
}

describe('cookies and transport headers', () => {
  it('behind HTTPS (COOKIE_SECURE) the session cookies are Secure, HttpOnly and SameSite=Lax, and HSTS is on', async () => {
    const res = await request(secureBase)
      .post('/api/auth/login')
      .send({ email: investor.email, password: investor.password });
    expect(res.status).toBe(200);
    const raw = cookiesOf(res).raw;
    expect(raw).toHaveLength(2);
    for (const c of raw) {
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/; HttpOnly/);
      expect(c).toMatch(/SameSite=Lax/);
    }
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('over plain HTTP there is no HSTS, and neither setup announces the framework', async () => {
    const plain = await request(base).get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const res of [plain, await request(secureBase).get('/api/health')]) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

describe('CORS is closed by default', () => {
  it('a preflight from another origin gets no Access-Control-Allow-* header, and the call it precedes is refused', async () => {
    const preflight = await request(base)
      .options('/api/portfolio/manual/positions')
      .set('Origin', FOREIGN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);

    const { cookies } = await signIn(base, investor.email, investor.password);
    const post = await request(base)
      .post('/api/auth/logout')
      .set('Origin', FOREIGN)
      .set('Cookie', cookieHeader(cookies))
      .send({});
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ success: false, error: 'Cross-origin request refused' });
    // The session survived the refused call.
    expect(await profileStatus(cookieHeader(cookies))).toBe(200);
  });

  it('a cross-origin read carries no Access-Control-Allow-Origin, so a foreign page cannot read the answer', async () => {
    const { cookies } = await signIn(base, investor.email, investor.password);
    const res = await request(base)
      .get('/api/auth/profile')
      .set('Origin', FOREIGN)
      .set('Cookie', cookieHeader(cookies));
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("a socket from another origin is refused even with a valid session; the app's own origin is accepted", async () => {
    const { cookies } = await signIn(base, investor.email, investor.password);
    const foreign = await openSocket(base, { cookie: cookieHeader(cookies), origin: FOREIGN });
    expect(foreign.connected).toBe(false);
    const own = await openSocket(base, { cookie: cookieHeader(cookies), origin: base });
    expect(own.connected).toBe(true);
    own.socket?.close();
  });
});

describe('access tokens', () => {
  const jwt = new JwtService();
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const sign = (claims: object, secret = JWT_SECRET) =>
    jwt.sign(claims as Record<string, unknown>, { secret, algorithm: 'HS256' });

  async function realClaims() {
    const { cookies } = await signIn(base, investor.email, investor.password);
    return jwt.decode<Record<string, unknown>>(cookies.access!);
  }

  it('refuses a token signed with another secret, an unsigned one, an expired one and one from another issuer', async () => {
    const claims = await realClaims();
    const { iat: _iat, exp: _exp, ...body } = claims;
    const now = Math.floor(Date.now() / 1000);
    const forgedAdmin = sign({ ...body, typ: 'admin' }, 'another-secret-of-at-least-32-characters!!');
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...body, typ: 'admin', exp: now + 600 })}.`;
    const expired = sign({ ...body, iat: now - 3600, exp: now - 60 });
    const otherIssuer = sign({ ...body, iss: 'someone-else', exp: now + 600 });
    for (const token of [forgedAdmin, unsigned, expired, otherIssuer]) {
      expect(await profileStatus(`access_token=${token}`)).toBe(401);
      expect((await request(base).get('/api/admin/users').set('Cookie', `access_token=${token}`)).status).toBe(401);
    }
    // The control: the same claims, re-signed properly, are accepted, so the refusals above are the signature's and times'.
    const good = sign({ ...body, iat: now, exp: now + 600 });
    expect(await profileStatus(`access_token=${good}`)).toBe(200);
  });
});

describe('session revocation', () => {
  it("an admin's password change ends every session of that user, on every device, and closes their live socket; other users keep theirs", async () => {
    await register('two.devices@example.com', 'Before123');
    const laptop = await signIn(base, 'two.devices@example.com', 'Before123');
    const phone = await signIn(base, 'two.devices@example.com', 'Before123', true);
    const bystander = await signIn(base, investor.email, investor.password);
    const live = await openSocket(base, { cookie: cookieHeader(laptop.cookies) });
    expect(live.connected).toBe(true);
    const disconnected = new Promise<string>((resolve) => live.socket!.once('disconnect', (reason) => resolve(reason)));

    const adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    const change = await request(base)
      .put(`/api/admin/users/${laptop.user.id}`)
      .set('Cookie', adminCookie)
      .send({ password: 'After1234' });
    expect(change.status).toBe(200);

    expect(await disconnected).toBe('io server disconnect');
    for (const device of [laptop, phone]) {
      await waitFor(async () => (await profileStatus(cookieHeader(device.cookies))) === 401);
      const refresh = await request(base)
        .post('/api/auth/refresh')
        .set('Cookie', cookieHeader({ refresh: device.cookies.refresh }))
        .send({});
      expect(refresh.status).toBe(401);
    }
    // The old password no longer works; the new one does.
    expect(
      (await request(base).post('/api/auth/login').send({ email: 'two.devices@example.com', password: 'Before123' }))
        .status,
    ).toBe(401);
    expect(
      (await request(base).post('/api/auth/login').send({ email: 'two.devices@example.com', password: 'After1234' }))
        .status,
    ).toBe(200);
    expect(await profileStatus(cookieHeader(bystander.cookies))).toBe(200);
    expect(await profileStatus(adminCookie)).toBe(200);
  });

  it('a demoted admin loses the admin routes at once, without waiting for the access token to expire', async () => {
    const adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
    const created = await request(base)
      .post('/api/auth/register')
      .set('Cookie', adminCookie)
      .send({ email: 'second.admin@example.com', password: 'Secret123', user_type: 'admin' });
    expect(created.status).toBe(201);
    const second = cookieHeader((await signIn(base, 'second.admin@example.com', 'Secret123')).cookies);
    expect((await request(base).get('/api/admin/users').set('Cookie', second)).status).toBe(200);

    const demote = await request(base)
      .put(`/api/admin/users/${created.body.data.user.id}`)
      .set('Cookie', adminCookie)
      .send({ user_type: 'customer' });
    expect(demote.status).toBe(200);
    await waitFor(async () => (await request(base).get('/api/admin/users').set('Cookie', second)).status === 401);
    // Signing in again gives a customer session, which the admin routes refuse.
    const again = cookieHeader((await signIn(base, 'second.admin@example.com', 'Secret123')).cookies);
    expect((await request(base).get('/api/admin/users').set('Cookie', again)).status).toBe(403);
  });
});

describe('rate limits', () => {
  it('limits registrations per client address, and a forged X-Forwarded-For does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await request(base)
        .post('/api/auth/register')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ email: `burst${i}@example.com`, password: 'Secret123' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body).toEqual({ success: false, error: 'Too many registrations; try again later' });
      }
    }
    // Three allowed a minute (REGISTER_PER_MINUTE=3), counting any made earlier in this file from the same address.
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(3);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The refused ones created nothing.
    const rows = await infra.db.query<{ n: string }>("SELECT count(*) AS n FROM auth.users WHERE email LIKE 'burst%'");
    expect(Number(rows[0].n)).toBe(statuses.filter((s) => s === 201).length);
  });
});

describe('logs', () => {
  it('never hold the JWT secret, a password, a token, a refresh-token hash or a password hash', async () => {
    const { cookies } = await signIn(base, investor.email, investor.password);
    await request(base).post('/api/auth/refresh').set('Cookie', cookieHeader(cookies)).send({});
    const all = stack.logs.join('\n');
    expect(stack.logs.length).toBeGreaterThan(20);
    expect(all).not.toContain(JWT_SECRET);
    for (const secret of [investor.password, admin.password, 'Before123', 'After1234', 'Secret123'])
      expect(all).not.toContain(secret);
    expect(all).not.toContain(cookies.access!);
    expect(all).not.toContain(cookies.refresh!);
    expect(all).not.toMatch(/\$argon2id\$/);
    const hashes = await infra.db.query<{ token_hash: string }>('SELECT token_hash FROM auth.refresh_tokens');
    expect(hashes.length).toBeGreaterThan(0);
    for (const h of hashes) expect(all).not.toContain(h.token_hash);
  });
});
