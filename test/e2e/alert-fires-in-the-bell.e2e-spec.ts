import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InAppFire, InAppFiresPageReply } from '@app/contracts';
import { restAs, registeredUser } from '../support/alerts-fixtures.js';
import { FAST_DELIVERY_ENV, insertFire } from '../support/alert-delivery-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';

let infra: TestInfra;
let stack: TestStack;
let base: string;

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, { ...FAST_DELIVERY_ENV, REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'alerts']);
  base = await stack.startGateway();
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

const page = async (cookie: string, query = ''): Promise<InAppFiresPageReply> => {
  const res = await restAs(base, cookie).get(`/alerts/fires${query}`);
  expect(res.status).toBe(200);
  return res.body.data as InAppFiresPageReply;
};

describe('the bell lists rule alerts sent in-app', () => {
  it('newest first with the unread count, only those sent in-app, only the owner’s, beside the target alerts', async () => {
    const a = await registeredUser(base, 'bell.fires.a@example.com');
    const b = await registeredUser(base, 'bell.fires.b@example.com');
    const first = await insertFire(infra.db, a.id, 'first in-app fire', ['in_app']);
    const mailOnly = await insertFire(infra.db, a.id, 'mail only', ['email']);
    const second = await insertFire(infra.db, a.id, 'second in-app fire', ['in_app', 'email']);
    await insertFire(infra.db, b.id, 'fire of another user', ['in_app']);

    const got = await page(a.cookie);
    expect(got).toMatchObject({ total: 2, unread: 2, page: 1, limit: 20 });
    expect(got.fires.map((f) => f.id)).toEqual([second.fireId, first.fireId]);
    expect(got.fires[0]).toMatchObject({
      message: 'second in-app fire',
      kind: 'price_above',
      instrument_token: 408065,
      tradingsymbol: 'INFY',
      level: 1600,
      observed: 1604.5,
      read: false,
      read_at: null,
    });
    expect(got.fires.map((f) => f.id)).not.toContain(mailOnly.fireId);
    expect((await page(a.cookie, '?page=2&limit=1')).fires.map((f) => f.id)).toEqual([first.fireId]);

    // The spec's target alerts are another list: none of these fires is in it.
    const targets = await restAs(base, a.cookie).get('/alerts');
    expect(targets.body.data).toMatchObject({ alerts: [], total: 0, unread: 0 });
    expect(await page(b.cookie)).toMatchObject({ total: 1, unread: 1 });
  });

  it('marks one read (keeping the first read time), refuses others’ and mail-only fires, and marks all read', async () => {
    const a = await registeredUser(base, 'bell.read.a@example.com');
    const b = await registeredUser(base, 'bell.read.b@example.com');
    const one = await insertFire(infra.db, a.id, 'one', ['in_app']);
    const two = await insertFire(infra.db, a.id, 'two', ['in_app']);
    const mailOnly = await insertFire(infra.db, a.id, 'mail only', ['email']);
    const theirs = await insertFire(infra.db, b.id, 'theirs', ['in_app']);

    const read = await restAs(base, a.cookie).post(`/alerts/fires/${one.fireId}/read`);
    expect(read.status).toBe(200);
    const fire = read.body.data.fire as InAppFire;
    expect(fire).toMatchObject({ id: one.fireId, read: true, message: 'one' });
    expect(Math.abs(Date.parse(fire.read_at!) - Date.now())).toBeLessThan(60_000);
    const again = await restAs(base, a.cookie).post(`/alerts/fires/${one.fireId}/read`);
    expect(again.body.data.fire.read_at).toBe(fire.read_at);
    expect(await page(a.cookie)).toMatchObject({ total: 2, unread: 1 });

    for (const id of [theirs.fireId, mailOnly.fireId]) {
      const refused = await restAs(base, a.cookie).post(`/alerts/fires/${id}/read`);
      expect(refused.status).toBe(404);
    }
    const [theirRow] = await infra.db.query<{ read_at: Date | null }>(
      'SELECT read_at FROM alerts.rule_fires WHERE id = $1',
      [theirs.fireId],
    );
    expect(theirRow!.read_at).toBeNull();

    const all = await restAs(base, a.cookie).post('/alerts/fires/read-all');
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 1 });
    expect((await page(a.cookie)).fires.map((f) => [f.id, f.read])).toEqual([
      [two.fireId, true],
      [one.fireId, true],
    ]);
    expect((await restAs(base, a.cookie).post('/alerts/fires/read-all')).body.data).toEqual({ marked: 0 });
    // Marking all of A's left B's unread, and the mail-only fire was never listed.
    expect(await page(b.cookie)).toMatchObject({ unread: 1 });
    const [mailRow] = await infra.db.query<{ read_at: Date | null }>(
      'SELECT read_at FROM alerts.rule_fires WHERE id = $1',
      [mailOnly.fireId],
    );
    expect(mailRow!.read_at).toBeNull();
  });

  it('lists a test alert sent on the in-app channel, as a user makes one', async () => {
    const a = await registeredUser(base, 'bell.test.a@example.com');
    const sent = await restAs(base, a.cookie).post('/alerts/channels/in_app/test');
    expect(sent.status).toBe(201);
    const got = await page(a.cookie);
    expect(got).toMatchObject({ total: 1, unread: 1 });
    expect(got.fires[0]).toMatchObject({
      id: sent.body.data.fire.id,
      kind: 'test',
      rule_id: null,
      message: 'Test alert from your portfolio dashboard',
    });
  });

  it('answers 400 naming the field for a bad id or page', async () => {
    const a = await registeredUser(base, 'bell.bad.a@example.com');
    const badId = await restAs(base, a.cookie).post('/alerts/fires/not-a-uuid/read');
    expect(badId.status).toBe(400);
    expect(badId.body.details).toEqual([expect.objectContaining({ field: 'id' })]);
    const badLimit = await restAs(base, a.cookie).get('/alerts/fires?limit=0');
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.details).toEqual([expect.objectContaining({ field: 'limit' })]);
  });
});
