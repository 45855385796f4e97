import { connect, type NatsConnection } from '@nats-io/transport-node';
import { io, type Socket } from 'socket.io-client';
import { BROKER_EVENTS, type KiteOrderMessage } from '@app/contracts';
import { orderChecksum } from '@app/kite';
import request from 'supertest';
import { newUser } from '../hostile-cases.js';
import { setUpInfra, type TestInfra } from '../infra.js';
import { accountRoutes, type AccountRoutes, type KiteOrderRow } from './account-routes.js';
import { holdingRow, positionRow } from './account-shapes.js';
import { KITE_TEST_APP, loginAtFakeKite, stackWithFakeKite } from './kite-login.js';

export const KITE_SECRET = KITE_TEST_APP.apiSecret;

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
 * The whole stack with a fake Kite and the real Zerodha connection: two users connected through the
 * gateway's login flow (ZR1111 for `kiteUser`; ZR2222 for `freshUser`, who has read nothing yet) and one
 * user on paper. `forwardOrders` makes each order change reach the portfolio as the ticker's message would.
 */
export async function startKiteBrokerStack(env: Record<string, string> = {}) {
  const infra: TestInfra = await setUpInfra();
  const state = { forwardOrders: false };
  const bus: NatsConnection = await connect({ servers: infra.nats.url });
  const account: AccountRoutes = accountRoutes({
    onOrderChange: (order, acc) => {
      if (state.forwardOrders)
        bus.publish(BROKER_EVENTS.kiteOrderMessage, JSON.stringify(orderMessage(order, acc.userId)));
    },
  });
  const { kite, stack, base } = await stackWithFakeKite(infra, {
    SEED_DEMO: 'false',
    MARKET_ALWAYS_OPEN: 'true',
    KITE_ORDER_POLL_MS: '200',
    ...env,
  });
  kite.use(...account);
  kite.addAccount({
    userId: 'ZR1111',
    holdings: [holdingRow('INFY', 408065, 10, 1450.5, 1512.25, 1500), holdingRow('TCS', 2953217, 4, 3900, 3950)],
    positions: {
      net: [positionRow('SBIN', 779521, 25, 810.4, 815)],
      day: [positionRow('SBIN', 779521, 25, 810.4, 815)],
    },
    margins: { equity: { net: 123456.78, available: { cash: 150000.5, live_balance: 123456.78 } } },
  });
  kite.addAccount({ userId: 'ZR2222', holdings: [holdingRow('RELIANCE', 738561, 3, 1300, 1410)] });
  const kiteUser = await newUser(base, `kite.${Date.now()}@example.com`);
  const freshUser = await newUser(base, `fresh.${Date.now()}@example.com`);
  const paperUser = await newUser(base, `paper.${Date.now()}@example.com`);
  /** Logs in at the fake Kite as the user's browser would and follows the callback. */
  const connectKite = async (cookie: string, kiteUserId: string) => {
    const { callbackPath } = await loginAtFakeKite(base, kite, cookie, kiteUserId);
    const back = await request(base).get(callbackPath).set('Cookie', cookie);
    if (back.headers.location !== '/settings?broker=connected')
      throw new Error(`callback: ${back.status} ${back.text}`);
  };
  await connectKite(kiteUser.cookie, 'ZR1111');
  await connectKite(freshUser.cookie, 'ZR2222');
  const sockets: Socket[] = [];
  return {
    infra,
    kite,
    account,
    state,
    bus,
    base,
    stack,
    logs: stack.logs,
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
      await bus.close();
      await stack.close();
      await kite.close();
      await infra.close();
    },
  };
}
