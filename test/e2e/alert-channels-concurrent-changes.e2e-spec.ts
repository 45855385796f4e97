import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { registeredUser, restAs } from '../support/alerts-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { TestStack } from '../support/stack.js';

let infra: TestInfra;
let stack: TestStack;
let base: string;
let inbox: SmtpInbox;

beforeAll(async () => {
  infra = await setUpInfra();
  inbox = await startSmtpInbox();
  stack = new TestStack(infra, {
    REGISTER_PER_MINUTE: '100',
    ALERT_SECRET_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    SMTP_URL: inbox.url,
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  await stack.startServices(['auth', 'alerts']);
  base = await stack.startGateway();
}, 60_000);

afterAll(async () => {
  await stack?.close();
  await inbox?.close();
  await infra?.close();
});

describe('channel settings changed from two tabs at once', () => {
  it('keeps every part each PUT set: none writes over another', async () => {
    for (let round = 1; round <= 5; round++) {
      const u = await registeredUser(base, `channels.race.${round}.${Date.now()}@example.com`);
      const api = restAs(base, u.cookie);
      const answers = await Promise.all([
        api.put('/alerts/channels', { quiet_hours: { start: '22:00', end: '07:00' } }),
        api.put('/alerts/channels', { webhook: { url: `https://hooks.example.com/${round}` } }),
        api.put('/alerts/channels', { email: { address: `race.${round}@example.com` } }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const { channels } = (await api.get('/alerts/channels')).body.data;
      expect({
        quiet: channels.quiet_hours,
        webhook: channels.webhook.url,
        email: channels.email.address,
      }).toEqual({
        quiet: { start: '22:00', end: '07:00' },
        webhook: `https://hooks.example.com/${round}`,
        email: `race.${round}@example.com`,
      });
    }
  });
});
