import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import webPush from 'web-push';
import { PermanentDeliveryError, RetryLaterError } from '../../apps/alerts/src/delivery/channel-sender.js';
import { LINKED_REPLY } from '../../apps/alerts/src/channels/telegram-link-poller.js';
import { TelegramSender } from '../../apps/alerts/src/channels/telegram.sender.js';
import { WebPushSender } from '../../apps/alerts/src/channels/web-push.sender.js';
import { alertFire, deliveryJob, sendError } from '../support/alert-channel-fixtures.js';
import { registeredUser, restAs } from '../support/alerts-fixtures.js';
import { FLOOD_RETRY_AFTER_S, startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.js';
import { deliveryRow, insertFire } from '../support/alert-delivery-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { startPushService, type PushService } from '../support/push-service.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

const BOT_TOKEN = '7000000001:AAFakeBotTokenForTheChannelsSuite-xyz';
const vapid = webPush.generateVAPIDKeys();
let infra: TestInfra;
let stack: TestStack;
let base: string;
let inbox: SmtpInbox;
let telegram: FakeTelegram;
let pushService: PushService;

const api = (cookie: string) => restAs(base, cookie);
const fieldsOf = (res: { body: { details?: { field: string }[] } }) => (res.body.details ?? []).map((d) => d.field);
let seq = 0;
const newUser = () => registeredUser(base, `channels.${++seq}.${Date.now()}@example.com`);
const settingsRow = async (userId: string) =>
  (
    await infra.db.query<Record<string, unknown>>('SELECT * FROM alerts.channel_settings WHERE user_id = $1', [userId])
  )[0];

beforeAll(async () => {
  infra = await setUpInfra();
  inbox = await startSmtpInbox();
  telegram = await startFakeTelegram();
  pushService = await startPushService(vapid.publicKey);
  stack = new TestStack(infra, {
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
    ALERT_SECRET_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    SMTP_URL: inbox.url,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: 'PortfolioAlertsBot',
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_POLL_SECONDS: '2',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  await stack.startServices(['auth', 'market', 'alerts']);
  base = await stack.startGateway();
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await Promise.all([inbox?.close(), telegram?.close(), pushService?.close()]);
  await infra?.close();
});

describe('channel settings', () => {
  it('start with in-app only and show what the server offers', async () => {
    const u = await newUser();
    const res = await api(u.cookie).get('/alerts/channels');
    expect(res.status).toBe(200);
    expect(res.body.data.channels).toEqual({
      defaults: ['in_app'],
      quiet_hours: null,
      in_app: { enabled: true },
      email: { address: null, verified: false, verification_pending: false },
      telegram: { configured: true, linked: false, link_code: null, link_url: null, link_expires_at: null },
      webhook: { url: null, secret_hint: null },
      web_push: { configured: true, public_key: vapid.publicKey, subscriptions: 0 },
    });
  });

  it('keep what a PUT sets, show a new webhook secret once and only its last four after', async () => {
    const u = await newUser();
    const put = await api(u.cookie).put('/alerts/channels', {
      quiet_hours: { start: '22:00', end: '07:00' },
      webhook: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(put.status).toBe(200);
    const secret = put.body.data.webhook_secret as string;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(put.body.data.channels.webhook).toEqual({ url: 'http://127.0.0.1:9/hook', secret_hint: secret.slice(-4) });

    const defaults = await api(u.cookie).put('/alerts/channels', { defaults: ['webhook', 'in_app'] });
    expect(defaults.body.webhook_secret).toBeUndefined();
    const got = await api(u.cookie).get('/alerts/channels');
    expect(got.body.data.webhook_secret).toBeUndefined();
    expect(got.body.data.channels).toMatchObject({
      defaults: ['webhook', 'in_app'],
      quiet_hours: { start: '22:00', end: '07:00' },
      webhook: { url: 'http://127.0.0.1:9/hook', secret_hint: secret.slice(-4) },
    });
    expect(JSON.stringify(got.body)).not.toContain(secret);
    expect(String((await settingsRow(u.id)).webhook_secret_enc)).not.toContain(secret);

    const rotated = await api(u.cookie).put('/alerts/channels', { webhook: { rotate_secret: true } });
    expect(rotated.body.data.webhook_secret).not.toBe(secret);
  });

  it('refuse a default that is not set up and quiet hours that start where they end, changing nothing', async () => {
    const u = await newUser();
    const email = await api(u.cookie).put('/alerts/channels', {
      defaults: ['email'],
      quiet_hours: { start: '09:00', end: '10:00' },
    });
    expect(email.status).toBe(400);
    expect(fieldsOf(email)).toEqual(['defaults']);
    const empty = await api(u.cookie).put('/alerts/channels', { quiet_hours: { start: '09:00', end: '09:00' } });
    expect(empty.status).toBe(400);
    expect(fieldsOf(empty)).toEqual(['quiet_hours']);
    expect(await settingsRow(u.id)).toBeUndefined();
  });
});

describe('email', () => {
  it('verifies the address with the 6-digit code mailed to it', async () => {
    const u = await newUser();
    const address = `inbox.${seq}@example.com`;
    const put = await api(u.cookie).put('/alerts/channels', { email: { address } });
    expect(put.status).toBe(200);
    expect(put.body.data.channels.email).toEqual({ address, verified: false, verification_pending: true });
    const mail = (await waitFor('the verification mail', () => inbox.mails.find((m) => m.to.includes(address))))!;
    expect(mail.raw).toMatch(/^Subject: Your alerts verification code\r?$/m);
    const code = /verification code is (\d{6})/.exec(mail.raw)![1]!;
    expect((await settingsRow(u.id)).email_code_hash).not.toContain(code);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await api(u.cookie).post('/alerts/channels/email/verify', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['code']);
    const again = await api(u.cookie).put('/alerts/channels', { email: { address } });
    expect(again.status).toBe(400);
    expect(fieldsOf(again)).toEqual(['email.address']);
    expect(inbox.mails.filter((m) => m.to.includes(address))).toHaveLength(1);
    const right = await api(u.cookie).post('/alerts/channels/email/verify', { code });
    expect(right.status).toBe(200);
    expect(right.body.data.channels.email).toEqual({ address, verified: true, verification_pending: false });
    const defaults = await api(u.cookie).put('/alerts/channels', { defaults: ['email'] });
    expect(defaults.body.data.channels.defaults).toEqual(['email']);
  });

  it('needs a new code after five wrong tries', async () => {
    const u = await newUser();
    const address = `tries.${seq}@example.com`;
    await api(u.cookie).put('/alerts/channels', { email: { address } });
    const mail = (await waitFor('the verification mail', () => inbox.mails.find((m) => m.to.includes(address))))!;
    const code = /verification code is (\d{6})/.exec(mail.raw)![1]!;
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect((await api(u.cookie).post('/alerts/channels/email/verify', { code: wrongCode })).status).toBe(400);
    }
    const late = await api(u.cookie).post('/alerts/channels/email/verify', { code });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatch(/too many wrong tries/);
    const after = await api(u.cookie).get('/alerts/channels');
    expect(after.body.data.channels.email).toEqual({ address, verified: false, verification_pending: false });
  });
});

describe('telegram', () => {
  it('links the chat that sends /start with the code, sealed, and the sender delivers there', async () => {
    const u = await newUser();
    const link = await api(u.cookie).put('/alerts/channels', { telegram: { action: 'link' } });
    const { link_code: code, link_url: url } = link.body.data.channels.telegram as {
      link_code: string;
      link_url: string;
    };
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect(url).toBe(`https://t.me/PortfolioAlertsBot?start=${code}`);

    telegram.userWrites(55501234, `/start ${code}`);
    await waitFor(
      'the link',
      async () => (await api(u.cookie).get('/alerts/channels')).body.data.channels.telegram.linked,
    );
    const row = await settingsRow(u.id);
    expect(row.telegram_chat_enc).toMatch(/^v1\./);
    expect(String(row.telegram_chat_enc)).not.toContain('55501234');
    expect(row.telegram_link_code).toBeNull();
    await waitFor('the reply', () => telegram.sent().find((m) => m.chat_id === '55501234'));
    expect(telegram.sent()).toContainEqual({ chat_id: '55501234', text: LINKED_REPLY });

    telegram.userWrites(55509999, `/start ${code}`);
    const refusal = (await waitFor('the refusal', () => telegram.sent().find((m) => m.chat_id === '55509999')))!;
    expect(refusal.text).toMatch(/not valid/);

    // The poller keeps its place: once both updates are handled, it stores the offset past them and asks from there.
    const stored = async () =>
      Number(
        (await infra.db.query<{ update_offset: string }>('SELECT update_offset FROM alerts.telegram_poll_state'))[0]
          ?.update_offset ?? 0,
      );
    const offset = await waitFor('the stored offset', stored, (o) => o > 0);
    await waitFor('a poll from the stored offset', () =>
      telegram.calls.some((c) => c.method === 'getUpdates' && Number(c.body.offset) === offset),
    );

    const sender = stack.service('alerts').get(TelegramSender);
    const [rule] = await infra.db.query<{ id: string }>(
      `INSERT INTO alerts.rules (user_id, kind, value, channels, note) VALUES ($1, 'price_above', 1600, '{telegram}', 'Book half here') RETURNING id`,
      [u.id],
    );
    await sender.send(deliveryJob(u.id, 'telegram', alertFire({ rule_id: rule!.id })));
    const text = 'INFY crossed above ₹1,600.00 (now ₹1,604.50)\nBook half here';
    expect(telegram.sent().at(-1)).toEqual({ chat_id: '55501234', text });

    telegram.failNextSends(403);
    expect(await sendError(sender.send(deliveryJob(u.id, 'telegram')))).toBeInstanceOf(PermanentDeliveryError);
    telegram.failNextSends(429);
    const busy = await sendError(sender.send(deliveryJob(u.id, 'telegram')));
    expect(busy).toBeInstanceOf(RetryLaterError);
    expect((busy as RetryLaterError).afterMs).toBe(FLOOD_RETRY_AFTER_S * 1000);

    // Through the dispatcher: the next try waits as long as Telegram asked, not the 5 s back-off.
    telegram.failNextSends(429);
    const { deliveries } = await insertFire(infra.db, u.id, 'INFY crossed above ₹1,600.00', ['telegram']);
    const refused = await waitFor(
      'the refused try',
      () => deliveryRow(infra.db, deliveries.telegram!),
      (r) => r.attempts === 1 && r.last_error !== null,
    );
    expect(refused).toMatchObject({ status: 'pending', last_error: expect.stringContaining('Telegram answered 429') });
    const waitMs = refused.next_attempt_at.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(FLOOD_RETRY_AFTER_S * 1000 - 15_000);
    expect(waitMs).toBeLessThanOrEqual(FLOOD_RETRY_AFTER_S * 1000);
    expect(stack.logs.join('\n')).not.toContain(BOT_TOKEN);
  });
});

describe('web push', () => {
  it('sends each subscribed browser the alert, signed and encrypted; a 410 removes the subscription', async () => {
    const u = await newUser();
    const browser = pushService.subscribe();
    const sub = await api(u.cookie).post('/alerts/channels/web_push/subscriptions', browser);
    expect(sub.status).toBe(201);
    expect(sub.body.data.channels.web_push.subscriptions).toBe(1);
    const again = await api(u.cookie).post('/alerts/channels/web_push/subscriptions', browser);
    expect(again.body.data.channels.web_push.subscriptions).toBe(1);
    const stored = await infra.db.query<{ keys_enc: string }>(
      'SELECT keys_enc FROM alerts.push_subscriptions WHERE user_id = $1',
      [u.id],
    );
    expect(stored[0]!.keys_enc).not.toContain(browser.keys.auth);

    const sender = stack.service('alerts').get(WebPushSender);
    const sent = deliveryJob(u.id, 'web_push');
    await sender.send(sent);
    const push = pushService.received.at(-1)!;
    expect(pushService.refused).toEqual([]);
    expect(JSON.parse(push.plaintext)).toEqual({
      id: sent.id,
      title: 'INFY alert',
      body: 'INFY crossed above ₹1,600.00 (now ₹1,604.50)',
      url: '/dashboard/alerts',
      fired_at: '2026-03-02T04:05:06.000Z',
    });
    expect(push.headers).toEqual({ ttl: '86400', urgency: 'high', topic: sent.id.replace(/-/g, '') });
    expect(push.claims.aud).toBe(pushService.url);

    const gone = pushService.subscribe(410);
    await api(u.cookie).post('/alerts/channels/web_push/subscriptions', gone);
    await sender.send(
      deliveryJob(u.id, 'web_push', alertFire({ tradingsymbol: null, message: 'Day P&L fell below -₹5,000.00' })),
    );
    expect(JSON.parse(pushService.received.at(-1)!.plaintext).title).toBe('Portfolio alert');
    const left = await infra.db.query<{ endpoint: string }>(
      'SELECT endpoint FROM alerts.push_subscriptions WHERE user_id = $1',
      [u.id],
    );
    expect(left.map((r) => r.endpoint)).toEqual([browser.endpoint]);

    const out = await api(u.cookie).del('/alerts/channels/web_push/subscriptions').send({ endpoint: browser.endpoint });
    expect(out.body.data.channels.web_push.subscriptions).toBe(0);
    expect(await sendError(sender.send(deliveryJob(u.id, 'web_push')))).toBeInstanceOf(PermanentDeliveryError);
  });
});
