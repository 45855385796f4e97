import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { authApi, expectNoSecretsIn, untilSignedOut, type AuthApi } from '../support/auth-fixtures.js';

// The admin's user management, through the gateway, with every service running (data-summary asks them all).
const { admin, investor } = DEMO_USERS;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let api: AuthApi;
const adminSession = async () => cookieHeader((await signIn(base, admin.email, admin.password)).cookies);

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { SEED_DEMO: 'true' });
  base = await stack.startAll();
  api = authApi(base);
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('admin API', () => {
  it('lists users for an admin, without hashes', async () => {
    const res = await api.adminUsers(await adminSession());
    expect(res.status).toBe(200);
    const emails = (res.body.data.users as Array<{ email: string }>).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([admin.email, investor.email]));
    expect(JSON.stringify(res.body)).not.toMatch(/hash|\$argon2/);
  });

  it('answers 403 to a customer on every admin route, and 401 without a session', async () => {
    const c = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
    const calls = [
      api.adminUsers(c),
      api.adminUpdate(c, admin.id, { first_name: 'X' }),
      api.adminDelete(c, admin.id),
      api.dataSummary(c, admin.id),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await request(base).get('/api/admin/users')).status).toBe(401);
  });

  it('updates a user, validates the body and id, and answers 404 for an unknown id', async () => {
    const c = await adminSession();
    const id = (await api.register('editme@example.com', 'Secret123')).body.data.user.id as string;
    const upd = await api.adminUpdate(c, id, { first_name: 'Edited', is_active: true });
    expect(upd.status).toBe(200);
    expect(upd.body.data.user.first_name).toBe('Edited');
    expect((await api.adminUpdate(c, id, { user_type: 'root' })).status).toBe(400);
    expect((await api.adminUpdate(c, id, {})).status).toBe(400);
    expect((await api.adminUpdate(c, 'not-a-uuid', { first_name: 'A' })).status).toBe(400);
    const missing = await api.adminUpdate(c, '11111111-1111-4111-8111-111111111111', { first_name: 'A' });
    expect(missing.status).toBe(404);
  });

  it("a password change by an admin ends that user's sessions and the new password works", async () => {
    const adminCookies = await adminSession();
    await api.register('pw.change@example.com', 'Before123');
    const { cookies, user } = await signIn(base, 'pw.change@example.com', 'Before123');
    expect((await api.adminUpdate(adminCookies, user.id, { password: 'After1234' })).status).toBe(200);
    await untilSignedOut(api, cookies);
    expect((await api.refresh(cookies)).status).toBe(401);
    expect((await api.login('pw.change@example.com', 'After1234')).status).toBe(200);
  });

  it('a deactivated user cannot sign in', async () => {
    const adminCookies = await adminSession();
    const created = await api.register('inactive@example.com', 'Secret123');
    await api.adminUpdate(adminCookies, created.body.data.user.id, { is_active: false });
    expect((await api.login('inactive@example.com', 'Secret123')).status).toBe(403);
    expect((await api.validate('inactive@example.com')).body.valid).toBe(false);
  });

  it('an admin cannot delete or demote themselves', async () => {
    const c = await adminSession();
    expect((await api.adminDelete(c, admin.id)).status).toBe(409);
    expect((await api.adminUpdate(c, admin.id, { user_type: 'customer' })).status).toBe(409);
  });

  it('data-summary counts rows in every service; delete removes the user and their sessions everywhere', async () => {
    const c = await adminSession();
    await api.register('leaving@example.com', 'Secret123');
    const { user, cookies: leaving } = await signIn(base, 'leaving@example.com', 'Secret123');
    const summary = await api.dataSummary(c, user.id);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({
      user: { id: user.id, email: 'leaving@example.com' },
      services: { auth: { sessions: 1, refresh_tokens: 1 }, portfolio: {}, market: {}, settings: {}, alerts: {} },
      unavailable: [],
      total: 2,
    });
    const del = await api.adminDelete(c, user.id);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { id: user.id } });
    expect((await api.dataSummary(c, user.id)).status).toBe(404);
    expect((await api.adminDelete(c, user.id)).status).toBe(404);
    await untilSignedOut(api, leaving);
    const rows = await infra.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM auth.sessions WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe('0');
  });
});

describe('logs', () => {
  it('never contain a password, a token or a hash', async () => {
    await expectNoSecretsIn(stack.logs, infra, [investor.password, admin.password]);
  });
});
