import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { DEMO_USERS, type AlertFiredPush } from '@app/contracts';
import { registeredUser, restAs } from '../support/alerts-fixtures.js';
import { FAST_DELIVERY_ENV } from '../support/alert-delivery-fixtures.js';
import { cookieHeader, signIn } from '../support/http.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { openUserSocket } from '../support/live-socket.js';
import { TestStack } from '../support/stack.js';
import { waitFor } from '../support/wait.js';

const TCS = 2953217;
// The dispatcher's poll is a minute here: an alert that arrives within seconds was sent because it was stored.
const POLL_MS = 60_000;
const PROMPT_MS = 5_000;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let adminCookie: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    ...FAST_DELIVERY_ENV,
    DELIVERY_POLL_MS: String(POLL_MS),
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '60000',
    REGISTER_PER_MINUTE: '100',
    SEED_DEMO: 'true',
  });
  await stack.startServices(['auth', 'market', 'alerts']);
  base = await stack.startGateway();
  adminCookie = cookieHeader((await signIn(base, DEMO_USERS.admin.email, DEMO_USERS.admin.password)).cookies);
}, 90_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await stack?.close();
  await infra?.close();
});

async function listening(email: string) {
  const user = await registeredUser(base, email);
  const socket = await openUserSocket(base, user.cookie, sockets);
  const pushed: AlertFiredPush[] = [];
  socket.on('alert_fired', (p: AlertFiredPush) => pushed.push(p));
  return { user, pushed };
}

describe('the dispatcher starts on what this replica stores, not at its next poll', () => {
  it('queues a test alert pending on a channel that is set up and sends it at once; refuses one that is not', async () => {
    const { user, pushed } = await listening('prompt.test@example.com');
    const sent = await restAs(base, user.cookie).post('/alerts/channels/in_app/test');
    expect(sent.status).toBe(201);
    expect(sent.body.data.fire).toMatchObject({
      rule_id: null,
      kind: 'test',
      message: 'Test alert from your portfolio dashboard',
      deliveries: [{ channel: 'in_app', status: 'pending', attempts: 0, last_error: null, delivered_at: null }],
    });
    await waitFor('the test alert in the app', () => pushed.length > 0, undefined, PROMPT_MS);
    expect(pushed[0]).toMatchObject({ id: sent.body.data.fire.id, kind: 'test' });
    const rows = await waitFor(
      'the delivery to be recorded',
      () =>
        infra.db.query<{ kind: string; channel: string; status: string }>(
          `SELECT f.kind, d.channel, d.status FROM alerts.rule_fires f JOIN alerts.deliveries d ON d.fire_id = f.id
            WHERE f.user_id = $1`,
          [user.id],
        ),
      (r) => r.length === 1 && r[0]!.status !== 'pending',
    );
    expect(rows).toEqual([{ kind: 'test', channel: 'in_app', status: 'delivered' }]);

    // Telegram is not set up for this user (nor on this server); sms is no channel at all.
    const telegramTest = await restAs(base, user.cookie).post('/alerts/channels/telegram/test');
    expect(telegramTest.status).toBe(400);
    expect(telegramTest.body.details.map((d: { field: string }) => d.field)).toEqual(['channel']);
    expect((await restAs(base, user.cookie).post('/alerts/channels/sms/test')).status).toBe(400);
  });

  it("sends a rule's alert as soon as the engine stores its fire", async () => {
    const { user, pushed } = await listening('prompt.rule@example.com');
    const made = await restAs(base, user.cookie).post('/alerts/rules', {
      kind: 'price_above',
      instrument_token: TCS,
      value: 3000,
      channels: ['in_app'],
    });
    expect(made.status).toBe(201);
    // Give the engine the rule before the price that crosses it.
    await new Promise((r) => setTimeout(r, 500));
    const moved = await restAs(base, adminCookie).post('/market/simulator/price', {
      instrument_token: TCS,
      last_price: 3500,
    });
    expect(moved.status).toBe(200);
    await waitFor('the rule alert in the app', () => pushed.length > 0, undefined, PROMPT_MS);
    expect(pushed[0]).toMatchObject({ rule_id: made.body.data.rule.id, tradingsymbol: 'TCS' });
  });
});
