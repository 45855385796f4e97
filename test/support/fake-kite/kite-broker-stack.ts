import { connect, type NatsConnection } from '@nats-io/transport-node';
import { io, type Socket } from 'socket.io-client';
import { BROKER_EVENTS, type KiteOrderMessage } from '@app/contracts';
import { orderChecksum } from '@app/kite';
import { newUser } from '../hostile-cases.js';
import { setUpInfra, type TestInfra } from '../infra.js';
import { TestStack } from '../stack.js';
import { accountRoutes, type AccountRoutes, type KiteOrderRow } from './account-routes.js';
import { holdingRow, positionRow } from './account-shapes.js';
import { FakeKite } from './fake-kite.js';
import { startPortfolioWithSessions, TestKiteSessions } from './test-kite-sessions.js';

export const KITE_KEY = 'kitekey1234';
export const KITE_SECRET = 'kitesecret5678';

/** The ticker's `order` message for an order row, signed as Kite signs it (or with a forged checksum). */
export function orderMessage(order: KiteOrderRow, userId: string, secret = KITE_SECRET): KiteOrderMessage {
  const checksum = orderChecksum(order.order_id, String(order.order_timestamp), secret);
  return { data: { ...order, user_id: userId, checksum }, received_at: new Date().toISOString() };
}

/** A signed-in user's socket, recording what it is pushed. */
export async function openSocket(base: string, cookie: string) {
  const events: { name: string; args: unknown[] }[] = [];
  const socket: Socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
  });
  socket.onAny((name: string, ...args: unknown[]) => events.push({ name, args }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connection_status', () => resolve());
    socket.on('connect_error', reject);
  });
  const orderUpdates = () =>
    events.filter((e) => e.name === 'order_update').map((e) => e.args[0] as { source: string; order: KiteOrderRow });
  return { socket, events, orderUpdates };
}

export async function waitFor<T>(fn: () => T | undefined | false, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The whole stack with a fake Kite: two connected Zerodha accounts (ZR1111 for `kiteUser`, ZR2222 for
 * `freshUser`, which has read nothing yet) and one user on paper. The test's KiteSessions hands out the
 * fake's tokens; `forwardOrders` makes each order change reach the portfolio as the ticker's message would.
 */
export async function startKiteBrokerStack(env: Record<string, string> = {}) {
  const infra: TestInfra = await setUpInfra();
  const state = { forwardOrders: false };
  let bus: NatsConnection | undefined;
  const account: AccountRoutes = accountRoutes({
    onOrderChange: (order, acc) => {
      if (state.forwardOrders)
        bus?.publish(BROKER_EVENTS.kiteOrderMessage, JSON.stringify(orderMessage(order, acc.userId)));
    },
  });
  const kite = await FakeKite.start({ apiKey: KITE_KEY, apiSecret: KITE_SECRET, routes: [...account] });
  kite.addAccount({
    userId: 'ZR1111',
    holdings: [holdingRow('INFY', 408065, 10, 1450.5, 1512.25, 1500), holdingRow('TCS', 2953217, 4, 3900, 3950)],
    positions: { net: [positionRow('SBIN', 779521, 25, 810.4, 815)], day: [positionRow('SBIN', 779521, 25, 810.4, 815)] },
    margins: { equity: { net: 123456.78, available: { cash: 150000.5, live_balance: 123456.78 } } },
  });
  kite.addAccount({ userId: 'ZR2222', holdings: [holdingRow('RELIANCE', 738561, 3, 1300, 1410)] });
  const stack = new TestStack(infra, { SEED_DEMO: 'false', SIMULATOR_INTERVAL_MS: '60000', MARKET_ALWAYS_OPEN: 'true' });
  for (const name of ['auth', 'market', 'settings', 'alerts'] as const) await stack.startService(name);
  const sessions = new TestKiteSessions();
  const portfolio = await startPortfolioWithSessions(infra, sessions, {
    SEED_DEMO: 'false',
    KITE_API_KEY: KITE_KEY,
    KITE_API_SECRET: KITE_SECRET,
    KITE_API_URL: kite.url,
    KITE_HTTP_TIMEOUT_MS: '1500',
    KITE_ORDER_POLL_MS: '200',
    ...env,
  });
  const base = await stack.startGateway();
  bus = await connect({ servers: infra.nats.url });
  const kiteUser = await newUser(base, `kite.${Date.now()}@example.com`);
  const freshUser = await newUser(base, `fresh.${Date.now()}@example.com`);
  const paperUser = await newUser(base, `paper.${Date.now()}@example.com`);
  const connectKite = (userId: string, kiteUserId: string) =>
    sessions.connect(userId, kiteUserId, KITE_KEY, kite.issueSession(kiteUserId).accessToken);
  connectKite(kiteUser.id, 'ZR1111');
  connectKite(freshUser.id, 'ZR2222');
  const sockets: Socket[] = [];
  return {
    infra,
    kite,
    account,
    sessions,
    state,
    bus,
    base,
    stack,
    logs: portfolio.logs,
    kiteUser,
    freshUser,
    paperUser,
    connectKite,
    socketOf: async (cookie: string) => {
      const s = await openSocket(base, cookie);
      sockets.push(s.socket);
      return s;
    },
    close: async () => {
      for (const s of sockets) s.close();
      await bus?.close();
      await stack.close();
      await portfolio.app.close();
      await kite.close();
      await infra.close();
    },
  };
}
