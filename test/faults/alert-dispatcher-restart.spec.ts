import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { FAST_DELIVERY_ENV, insertFire, setChannels } from '../support/alert-delivery-fixtures.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { buildForProcesses, ProcessStack } from '../support/processes.js';
import { waitFor } from '../support/wait.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const SECRET = 'whsec_fault_test_receiver_secret';
/** Fires stored before the crash; a dispatcher has at most 8 sends in flight, so the rest wait claimed but unsent. */
const FIRES = 12;
const IN_FLIGHT = 8;

let infra: TestInfra;
let procs: ProcessStack;
let receiver: WebhookReceiver;

beforeAll(async () => {
  await buildForProcesses();
  infra = await setUpInfra();
  receiver = await startWebhookReceiver(SECRET);
  procs = new ProcessStack(infra, {
    ...FAST_DELIVERY_ENV,
    // Long enough that the held requests are still in flight when the process dies.
    DELIVERY_TIMEOUT_MS: '8000',
    DELIVERY_LEASE_MS: '9000',
  });
  await procs.startService('alerts', 'alerts-1');
}, 180_000);

afterAll(async () => {
  await procs?.close();
  await receiver?.close();
  await infra?.close();
});

describe('when the alerts process is killed (SIGKILL) with webhook deliveries in flight', () => {
  it('sends every fire again after the restart: no id missing, each counted once by the receiver', async () => {
    let release!: () => void;
    const released = new Promise<number>((resolve) => (release = () => resolve(200)));
    // Every request is held until the process is dead (a try that times out meanwhile and is retried is
    // held too, so a slow machine cannot deliver before the kill); after it, requests are answered.
    let dead = false;
    receiver.answer = () => (dead ? 200 : released);

    const userId = randomUUID();
    await setChannels(infra.db, userId, { webhookUrl: receiver.url, webhookSecret: SECRET });
    const ids: string[] = [];
    for (let i = 0; i < FIRES; i++)
      ids.push((await insertFire(infra.db, userId, `fire ${i}`, ['webhook'])).deliveries.webhook!);

    await waitFor(`${IN_FLIGHT} requests in flight`, () => receiver.hits.length >= IN_FLIGHT);
    await procs.get('alerts-1').signal('SIGKILL');
    dead = true;
    release();
    // Nothing was recorded as delivered by the dead process.
    const [{ n }] = await infra.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM alerts.deliveries WHERE user_id = $1 AND status = 'delivered'",
      [userId],
    );
    expect(n).toBe(0);

    await procs.startService('alerts', 'alerts-2');
    await waitFor(
      'every delivery to be accepted',
      () => receiver.accepted.size,
      (size) => size === FIRES,
      60_000,
    );
    expect([...receiver.accepted].sort()).toEqual([...ids].sort());
    expect(receiver.hits.every((h) => h.verified)).toBe(true);
    await waitFor(
      'every row delivered',
      () =>
        infra.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM alerts.deliveries WHERE user_id = $1 AND status = 'delivered'",
          [userId],
        ),
      (r) => r[0]!.n === FIRES,
    );
  }, 120_000);
});

describe('when NATS stops while in-app deliveries are due', () => {
  it('counts none delivered while it is away, and delivers each once it is back', async () => {
    const userId = randomUUID();
    await infra.nats.stop();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await insertFire(infra.db, userId, `in-app ${i}`, ['in_app'])).deliveries.in_app!);
    const rows = () =>
      infra.db.query<{ status: string; attempts: number; last_error: string | null; delivered_at: Date | null }>(
        'SELECT status, attempts, last_error, delivered_at FROM alerts.deliveries WHERE user_id = $1',
        [userId],
      );
    // The dispatcher claims them (Postgres is up), cannot complete a publish, and records the failed try.
    const failed = await waitFor(
      'a failed try of every in-app delivery',
      rows,
      (r) => r.length === 5 && r.every((x) => x.last_error !== null),
    );
    expect(failed.filter((r) => r.status !== 'pending')).toEqual([]);

    const restartedAt = Date.now();
    await infra.nats.restart();
    const delivered = await waitFor(
      'every in-app delivery delivered',
      rows,
      (r) => r.every((x) => x.status === 'delivered'),
      60_000,
    );
    for (const r of delivered) expect(r.delivered_at!.getTime()).toBeGreaterThanOrEqual(restartedAt - 1000);
  }, 120_000);
});
