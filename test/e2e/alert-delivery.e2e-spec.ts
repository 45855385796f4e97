import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { AlertFiredPush, DeliveriesPageReply } from '@app/contracts';
import { metrics } from '@app/common';
import { restAs, registeredUser } from '../support/alerts-fixtures.js';
import {
  FAST_DELIVERY_ENV,
  deliveryRow,
  insertFire,
  setChannels,
  type DeliveryRow,
} from '../support/alert-delivery-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { openUserSocket } from '../support/live-socket.js';
import { startSmtpReceiver, type SmtpReceiver } from '../support/smtp-receiver.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_e2e_secret_of_the_receiver';
let infra: TestInfra;
let stack: TestStack;
let base: string;
let smtp: SmtpReceiver;
const receivers: WebhookReceiver[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  infra = await setUpInfra();
  smtp = await startSmtpReceiver();
  stack = new TestStack(infra, { ...FAST_DELIVERY_ENV, SMTP_URL: smtp.url, REGISTER_PER_MINUTE: '100' });
  await stack.startServices(['auth', 'alerts']);
  base = await stack.startGateway();
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await stack?.close();
  for (const r of receivers) await r.close();
  await smtp?.close();
  await infra?.close();
});

/** A user (by id only: senders need no account) whose webhook goes to a receiver answering as `answer` says. */
async function webhookUser(answer: WebhookReceiver['answer']) {
  const receiver = await startWebhookReceiver(SECRET);
  receiver.answer = answer;
  receivers.push(receiver);
  const userId = randomUUID();
  await setChannels(infra.db, userId, { webhookUrl: receiver.url, webhookSecret: SECRET });
  return { receiver, userId };
}

const settled = (id: string) =>
  waitFor(
    `delivery ${id} to settle`,
    () => deliveryRow(infra.db, id),
    (r: DeliveryRow) => r.status !== 'pending',
  );

describe('webhook deliveries', () => {
  it('are signed, carry the delivery id, and are delivered on a 2xx', async () => {
    const { receiver, userId } = await webhookUser(() => 204);
    const { fireId, deliveries } = await insertFire(infra.db, userId, 'INFY crossed above ₹1,600.00', ['webhook']);
    const row = await settled(deliveries.webhook!);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_error: null });
    expect(receiver.hits).toHaveLength(1);
    const hit = receiver.hits[0]!;
    expect(hit.verified).toBe(true);
    expect(hit.id).toBe(deliveries.webhook);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['user-agent']).toMatch(/^PortfolioAlerts-Webhook\//);
    expect(Math.abs(hit.timestamp - Date.now() / 1000)).toBeLessThan(30);
    expect(hit.body).toMatchObject({
      id: deliveries.webhook,
      fire: {
        id: fireId,
        tradingsymbol: 'INFY',
        level: 1600,
        observed: 1604.5,
        message: 'INFY crossed above ₹1,600.00',
      },
    });
  });

  it('answered 500 twice then 200 are delivered on the third try, attempts 3 in the log', async () => {
    const tries = async () => {
      const { values } = await metrics.alertDeliveries.get();
      const of = (outcome: string) =>
        values.find((v) => v.labels.channel === 'webhook' && v.labels.outcome === outcome)?.value ?? 0;
      return [of('retry'), of('delivered')];
    };
    const before = await tries();
    const { receiver, userId } = await webhookUser((_id, nth) => (nth < 2 ? 500 : 200));
    const { deliveries } = await insertFire(infra.db, userId, 'retried', ['webhook']);
    const row = await settled(deliveries.webhook!);
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    // The operators' counter moves with each try: two retries, then one delivered.
    expect((await tries()).map((n, i) => n - before[i]!)).toEqual([2, 1]);
    expect(receiver.hits.map((h) => h.id)).toEqual([deliveries.webhook, deliveries.webhook, deliveries.webhook]);
    expect(receiver.accepted).toEqual(new Set([deliveries.webhook]));
  });

  it('answered 429 with Retry-After: 120 wait the 2 minutes asked, not the 50 ms back-off', async () => {
    const { receiver, userId } = await webhookUser(() => ({ status: 429, headers: { 'Retry-After': '120' } }));
    const { deliveries } = await insertFire(infra.db, userId, 'rate limited', ['webhook']);
    const row = await waitFor(
      'the refused try',
      () => deliveryRow(infra.db, deliveries.webhook!),
      (r: DeliveryRow) => r.attempts === 1 && r.last_error !== null,
    );
    expect(row).toMatchObject({ status: 'pending', last_error: 'the webhook answered 429' });
    const waitMs = row.next_attempt_at.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(110_000);
    expect(waitMs).toBeLessThanOrEqual(120_000);
    expect(receiver.hits).toHaveLength(1);
  });

  it('answered 400 are dead at once', async () => {
    const { receiver, userId } = await webhookUser(() => 400);
    const { deliveries } = await insertFire(infra.db, userId, 'refused', ['webhook']);
    expect(await settled(deliveries.webhook!)).toMatchObject({
      status: 'dead',
      attempts: 1,
      last_error: 'the webhook answered 400',
    });
    expect(receiver.hits).toHaveLength(1);
  });

  it('always answered 500 are dead after DELIVERY_MAX_ATTEMPTS (4) tries', async () => {
    const { receiver, userId } = await webhookUser(() => 500);
    const { deliveries } = await insertFire(infra.db, userId, 'always failing', ['webhook']);
    expect(await settled(deliveries.webhook!)).toMatchObject({
      status: 'dead',
      attempts: 4,
      last_error: 'the webhook answered 500',
    });
    expect(receiver.hits).toHaveLength(4);
  });

  it('to a private address are refused without WEBHOOK_ALLOW_PRIVATE, naming why', async () => {
    const { receiver, userId } = await webhookUser(() => 200);
    await stack.stopService('alerts');
    try {
      await stack.startService('alerts', { WEBHOOK_ALLOW_PRIVATE: 'false' });
      const { deliveries } = await insertFire(infra.db, userId, 'to loopback', ['webhook']);
      expect(await settled(deliveries.webhook!)).toMatchObject({
        status: 'dead',
        attempts: 1,
        last_error: 'the webhook resolves to 127.0.0.1, a loopback, private or link-local address',
      });
      expect(receiver.hits).toHaveLength(0);
    } finally {
      await stack.stopService('alerts');
      await stack.startService('alerts');
    }
  });
});

describe('email deliveries', () => {
  it('reach the verified address with the delivery id as Message-ID', async () => {
    const userId = randomUUID();
    await setChannels(infra.db, userId, { email: 'asha.rao@example.com' });
    const { deliveries } = await insertFire(infra.db, userId, 'TCS crossed below ₹3,900.00', ['email']);
    expect(await settled(deliveries.email!)).toMatchObject({ status: 'delivered', attempts: 1 });
    const mail = smtp.mails.find((m) => m.headers.get('message-id') === `<${deliveries.email}@alerts>`)!;
    expect(mail.to).toEqual(['asha.rao@example.com']);
    expect(mail.from).toBe('alerts@localhost');
    // The subject carries the rupee sign, so it travels encoded (RFC 2047).
    expect(mail.headers.get('subject')).toMatch(/^=\?UTF-8\?/);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.raw).toMatch(/TCS crossed below/);
  });

  it('are held by quiet hours until the window ends, without counting a try', async () => {
    const userId = randomUUID();
    // A window from an hour ago to an hour ahead (IST, UTC+05:30), whatever the time of the run.
    const hhmm = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);
    const now = Date.now();
    await setChannels(infra.db, userId, {
      email: 'quiet@example.com',
      quiet: [hhmm(now - 3_600_000), hhmm(now + 3_600_000)],
    });
    const { deliveries } = await insertFire(infra.db, userId, 'held till morning', ['email']);
    const held = await waitFor(
      'the email to be held',
      () => deliveryRow(infra.db, deliveries.email!),
      (r: DeliveryRow) => r.next_attempt_at.getTime() > now + 30 * 60_000,
    );
    // The window ends at the minute an hour from now (seconds cut by HH:MM).
    const end = Math.floor((now + 3_600_000) / 60_000) * 60_000;
    expect(held).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(held.next_attempt_at.getTime()).toBe(end);
    expect(smtp.mails.filter((m) => m.to.includes('quiet@example.com'))).toHaveLength(0);
  });
});

describe('in-app deliveries and the delivery log', () => {
  it('reach the owner socket as alert_fired and show in the log with each channel', async () => {
    const user = await registeredUser(base, 'delivery.log@example.com');
    const socket = await openUserSocket(base, user.cookie, sockets);
    const pushed: AlertFiredPush[] = [];
    socket.on('alert_fired', (p) => pushed.push(p));
    const first = await insertFire(infra.db, user.id, 'first fire', ['in_app', 'email']);
    const { fireId, deliveries } = await insertFire(infra.db, user.id, 'second fire', ['in_app']);
    await waitFor('both pushes', () => pushed.length >= 2);
    expect(pushed.find((p) => p.id === fireId)).toMatchObject({
      delivery_id: deliveries.in_app,
      message: 'second fire',
    });
    // No email is set for this user: dead at once, with the reason.
    await settled(first.deliveries.email!);

    const res = await restAs(base, user.cookie).get('/alerts/deliveries');
    expect(res.status).toBe(200);
    const log = res.body.data as DeliveriesPageReply;
    expect(log.total).toBe(2);
    expect(log.fires.map((f) => f.message)).toEqual(['second fire', 'first fire']);
    expect(log.fires[1]!.deliveries).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'dead',
        attempts: 1,
        last_error: 'no email address is set',
        next_attempt_at: null,
      }),
      expect.objectContaining({ channel: 'in_app', status: 'delivered', attempts: 1, last_error: null }),
    ]);
    const dead = await restAs(base, user.cookie).get('/alerts/deliveries?status=dead&limit=1');
    expect(dead.body.data).toMatchObject({ total: 1, page: 1, limit: 1, fires: [{ id: first.fireId }] });
    const bad = await restAs(base, user.cookie).get('/alerts/deliveries?channel=pigeon');
    expect(bad.status).toBe(400);
    // Another user sees none of these fires.
    const other = await registeredUser(base, 'delivery.other@example.com');
    const theirs = await restAs(base, other.cookie).get('/alerts/deliveries');
    expect(theirs.body.data).toMatchObject({ total: 0, fires: [] });
  });
});
