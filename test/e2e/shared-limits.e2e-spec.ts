import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO_USERS } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';

// Two gateway replicas on one NATS and one auth service: the per-client limits are one budget, kept by
// the auth service, whichever replica a request reaches; an admin's registrations are audited, not limited.
const { admin, investor } = DEMO_USERS;
const BUDGET = 4;

let infra: TestInfra;
let stack: TestStack;
let gateways: [string, string];

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    VALIDATE_USERNAME_PER_MINUTE: String(BUDGET),
    REGISTER_PER_MINUTE: String(BUDGET),
  });
  await stack.startServices(['auth']);
  gateways = [await stack.startGateway(), await stack.startExtraGateway()];
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

const via = (n: number) => gateways[n % 2];
const register = (n: number, email: string, cookie = '') =>
  request(via(n)).post('/api/auth/register').set('Cookie', cookie).send({ email, password: 'Limits12345' });
const adminCookie = async () => cookieHeader((await signIn(gateways[1], admin.email, admin.password)).cookies);

describe('one budget across two gateways', () => {
  it('username checks sent at once to both replicas: exactly the budget passes, the rest get 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: BUDGET * 3 }, (_, n) =>
        request(via(n)).post('/api/auth/validate-username').send({ username: 'nobody@example.com' }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BUDGET * 2);
    // Each replica alone got 6 calls, more than the budget; both refused some.
    const refusedBy = new Set(replies.flatMap((r, n) => (r.status === 429 ? [n % 2] : [])));
    expect(refusedBy.size).toBe(2);
    for (const r of replies.filter((x) => x.status === 429)) {
      expect(r.body).toEqual({ success: false, error: 'Too many username checks; try again later' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('registrations alternating between replicas are refused after the single budget', async () => {
    for (let n = 0; n < BUDGET; n++) expect((await register(n, `split${n}@example.com`)).status).toBe(201);
    for (const n of [BUDGET, BUDGET + 1]) {
      const refused = await register(n, `split${n}@example.com`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: 'Too many registrations; try again later' });
    }
    const [row] = await infra.db.query<{ hits: number }>(
      `SELECT hits FROM auth.limit_counters WHERE key LIKE 'register:%'`,
    );
    expect(row.hits).toBe(BUDGET + 2);
  });
});

describe('an admin creating users', () => {
  it('is not limited while anonymous callers are, and each creation is audited', async () => {
    expect((await register(0, 'still.limited@example.com')).status).toBe(429);
    const cookie = await adminCookie();
    const made = [];
    for (let n = 0; n < BUDGET + 2; n++) {
      const res = await register(n, `staff${n}@example.com`, cookie);
      expect(res.status).toBe(201);
      made.push(res.body.data.user as { id: string; email: string });
    }
    const audit = await request(gateways[0]).get('/api/admin/audit').set('Cookie', cookie);
    expect(audit.status).toBe(200);
    const [adminRow] = await infra.db.query<{ id: string }>(`SELECT id FROM auth.users WHERE email = $1`, [
      admin.email,
    ]);
    expect(audit.body.data.entries).toEqual(
      [...made].reverse().map((u) => ({
        id: expect.any(String),
        action: 'user.created',
        actor_id: adminRow.id,
        actor_email: admin.email,
        target_id: u.id,
        target_email: u.email,
        target_user_type: 'customer',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })),
    );
    // Anonymous sign-ups are limited, not audited.
    expect(audit.body.data.entries.map((e: { target_email: string }) => e.target_email)).not.toContain(
      'split0@example.com',
    );
    const two = await request(gateways[1]).get('/api/admin/audit?limit=2').set('Cookie', cookie);
    expect(two.body.data.entries.map((e: { target_id: string }) => e.target_id)).toEqual([
      made.at(-1)!.id,
      made.at(-2)!.id,
    ]);
  });

  it('the audit is for admins only and refuses a bad limit with a 400 naming it', async () => {
    const customer = cookieHeader((await signIn(gateways[0], investor.email, investor.password)).cookies);
    expect((await request(gateways[0]).get('/api/admin/audit').set('Cookie', customer)).status).toBe(403);
    expect((await request(gateways[0]).get('/api/admin/audit')).status).toBe(401);
    const bad = await request(gateways[0])
      .get('/api/admin/audit?limit=0')
      .set('Cookie', await adminCookie());
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['limit']);
  });
});

describe('when the auth service cannot keep count', () => {
  it('the limiter lets the call through at once and the call answers 503, not 429, and no hang', async () => {
    await stack.stopService('auth');
    try {
      const res = await request(gateways[0]).post('/api/auth/validate-username').send({ username: 'x@example.com' });
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
    } finally {
      await stack.startService('auth');
    }
  });
});
