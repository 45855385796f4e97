import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.js';
import { startAlertsReplica } from '../support/alerts-replica.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

let infra: TestInfra;
let stack: TestStack;
let telegram: FakeTelegram;
let second: INestMicroservice | undefined;
const keys = `k1:${randomBytes(32).toString('base64')}`;
const channelEnv = () => ({
  ALERT_SECRET_KEYS: keys,
  TELEGRAM_BOT_TOKEN: '7000000002:AAReplicaSuiteToken',
  TELEGRAM_API_URL: telegram.url,
  TELEGRAM_POLL_SECONDS: '1',
});

/** A user part-way through linking: their code is live for 15 minutes. */
async function linking(code: string): Promise<string> {
  const userId = randomUUID();
  await infra.db.query(
    `INSERT INTO alerts.channel_settings (user_id, telegram_link_code, telegram_link_expires_at)
     VALUES ($1, $2, now() + interval '15 minutes')`,
    [userId, code],
  );
  return userId;
}
const linkedChat = async (userId: string) =>
  (
    await infra.db.query<{ telegram_chat_enc: string | null }>(
      'SELECT telegram_chat_enc FROM alerts.channel_settings WHERE user_id = $1',
      [userId],
    )
  )[0]?.telegram_chat_enc;
const polls = () => telegram.calls.filter((c) => c.method === 'getUpdates').length;

beforeAll(async () => {
  infra = await setUpInfra();
  telegram = await startFakeTelegram();
  stack = new TestStack(infra, channelEnv());
  await stack.startService('alerts');
  second = await startAlertsReplica(infra, 'alerts-2', channelEnv());
}, 60_000);

afterAll(async () => {
  await second?.close();
  await stack?.close();
  await telegram?.close();
  await infra?.close();
});

describe('the Telegram link poller across replicas', () => {
  it('polls from one replica at a time, and another takes over where it stopped', async () => {
    const first = await linking('FIRSTAB2');
    telegram.userWrites(7001, '/start FIRSTAB2');
    await waitFor('the first link', () => linkedChat(first));
    const seen = polls();
    await waitFor('three more polls', polls, (n) => n >= seen + 3);
    expect(telegram.maxConcurrentPolls()).toBe(1);

    // The first replica held the lock (it started first); stopping it frees the lock for the second.
    await stack.stopService('alerts');
    const next = await linking('SECONDC3');
    telegram.userWrites(7002, '/start SECONDC3');
    await waitFor('the link through the second replica', () => linkedChat(next));
    expect(telegram.maxConcurrentPolls()).toBe(1);
    // The second replica carried on from the stored offset: the first update was answered once.
    expect(telegram.sent().filter((m) => m.chat_id === '7001')).toHaveLength(1);
  }, 60_000);
});
