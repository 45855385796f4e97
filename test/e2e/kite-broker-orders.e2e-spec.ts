import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BROKER_EVENTS } from '@app/contracts';
import { apiAs } from '../support/hostile-cases.js';
import { orderMessage, startKiteBrokerStack, waitFor } from '../support/fake-kite/kite-broker-stack.js';

let w: Awaited<ReturnType<typeof startKiteBrokerStack>>;
const kiteApi = () => apiAs(w.base, w.kiteUser.cookie);
const paperApi = () => apiAs(w.base, w.paperUser.cookie);
const order = (over: object = {}) => ({
  order: {
    tradingsymbol: 'INFY',
    exchange: 'NSE',
    transaction_type: 'BUY',
    quantity: 2,
    order_type: 'LIMIT',
    price: 1400,
    product: 'CNC',
    ...over,
  },
});
const formOf = (i: number) => Object.fromEntries(w.kite.seen('POST', '/orders/regular')[i].form);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  w = await startKiteBrokerStack();
  w.kite.perSecondLimit = 1000;
}, 90_000);

afterAll(async () => {
  await w?.close();
});

describe('orders through Kite for a connected user', () => {
  it('places a regular order, reports it as it stands, and pushes its fill to that user only', async () => {
    const mine = await w.socketOf(w.kiteUser.cookie);
    const theirs = await w.socketOf(w.paperUser.cookie);
    const res = await kiteApi().post('/orders/place', order({ order_type: 'MARKET', price: undefined }));
    expect(res.status).toBe(201);
    const { order_id, source, status } = res.body.data;
    expect(source).toBe('kite');
    expect(order_id).toMatch(/^2611240000000\d\d$/);
    expect(['OPEN PENDING', 'OPEN']).toContain(status);
    // MARKET orders carry the market protection SEBI's rules require, and no price.
    expect(formOf(0)).toMatchObject({ order_type: 'MARKET', market_protection: '3', validity: 'DAY', quantity: '2' });
    expect(formOf(0).price).toBeUndefined();

    await waitFor(() => w.account.history(order_id).some((o) => o.status === 'OPEN'));
    w.account.fillOrder(w.kite, order_id, 1512.5);
    const done = await waitFor(() =>
      mine.orderUpdates().find((u) => u.order.order_id === order_id && u.order.status === 'COMPLETE'),
    );
    expect(done).toMatchObject({ source: 'kite', order: { filled_quantity: 2, average_price: 1512.5 } });
    await sleep(500);
    expect(theirs.orderUpdates()).toEqual([]);
    // The fill shows in the trades and holdings read from Kite.
    const trades = (await kiteApi().get('/trades')).body.data.trades;
    expect(trades.some((t: { order_id: string }) => t.order_id === order_id)).toBe(true);
    const infy = (await kiteApi().get('/portfolio/holdings')).body.data.holdings.find(
      (h: { tradingsymbol: string }) => h.tradingsymbol === 'INFY',
    );
    expect(infy.quantity).toBe(12);
  });

  it("answers Kite's refusal of an order with its message, and never retries an order on 429", async () => {
    const before = w.kite.seen('POST', '/orders/regular').length;
    w.account.failNext('POST', '/orders/regular', 1, 429, 'NetworkException');
    const limited = await kiteApi().post('/orders/place', order());
    expect(limited.status).toBe(429);
    expect(w.kite.seen('POST', '/orders/regular').length - before).toBe(1);

    const unknown = await kiteApi().post('/orders/place', order({ tradingsymbol: 'NOSUCH' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/InputException.*tradingsymbol/);
    w.account.failNext('POST', '/orders/regular', 1, 400, 'MarginException');
    const margin = await kiteApi().post('/orders/place', order());
    expect(margin.status).toBe(422);
    expect(margin.body.error).toMatch(/MarginException/);
  });

  it('modifies and cancels an open Kite order by its id', async () => {
    const placed = await kiteApi().post('/orders/place', order());
    const id = placed.body.data.order_id as string;
    await waitFor(() => w.account.history(id).some((o) => o.status === 'OPEN'));
    const modified = await kiteApi().put(`/orders/${id}`, { price: 1395.5, quantity: 3 });
    expect(modified.status).toBe(200);
    expect(modified.body.data).toMatchObject({ source: 'kite', order: { order_id: id, price: 1395.5, quantity: 3 } });
    expect(Object.fromEntries(w.kite.seen('PUT', `/orders/regular/${id}`)[0].form)).toMatchObject({ price: '1395.5' });
    const cancelled = await kiteApi().del(`/orders/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({ order_id: id, status: 'CANCELLED' });
    expect((await kiteApi().put(`/orders/${id}`, {})).status).toBe(400);
  });

  it("stops orders over Kite's 10 a second per user with a 429, without calling Kite", async () => {
    await sleep(1100);
    const before = w.kite.seen('POST', '/orders/regular').length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => kiteApi().post('/orders/place', order())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(answers.find((a) => a.status === 429)!.body.error).toMatch(/10 orders a second/);
    expect(w.kite.seen('POST', '/orders/regular').length - before).toBe(10);
  });
});

describe("the ticker's order messages", () => {
  it('applies a message whose checksum holds, for its user only, and drops a forged one', async () => {
    const mine = await w.socketOf(w.kiteUser.cookie);
    const other = await w.socketOf(w.freshUser.cookie);
    const genuine = { order_id: '261124999999901', order_timestamp: '2026-11-24 10:01:02', status: 'COMPLETE' };
    const forged = { order_id: '261124999999902', order_timestamp: '2026-11-24 10:01:03', status: 'COMPLETE' };
    w.bus.publish(BROKER_EVENTS.kiteOrderMessage, JSON.stringify(orderMessage(forged, 'ZR1111', 'not-the-secret')));
    w.bus.publish(BROKER_EVENTS.kiteOrderMessage, JSON.stringify(orderMessage(genuine, 'ZR1111')));
    const got = await waitFor(() => mine.orderUpdates().find((u) => u.order.order_id === genuine.order_id));
    expect(got).toMatchObject({ source: 'kite', order: { status: 'COMPLETE' } });
    await sleep(300);
    expect(mine.orderUpdates().some((u) => u.order.order_id === forged.order_id)).toBe(false);
    expect(other.orderUpdates()).toEqual([]);
    const warning = w.logs.find((l) => l.includes('kite order message dropped') && l.includes(forged.order_id));
    expect(warning).toMatch(/checksum does not match/);
    expect(warning).not.toMatch(/not-the-secret|kitesecret|checksum":"[0-9a-f]{64}/);
  });

  it("tells a rejection the ticker forwards, with Kite's reason", async () => {
    await sleep(1100);
    w.state.forwardOrders = true;
    try {
      const mine = await w.socketOf(w.kiteUser.cookie);
      const id = (await kiteApi().post('/orders/place', order())).body.data.order_id as string;
      w.account.rejectOrder(w.kite, id, 'RMS: Margin exceeds available funds');
      const rejected = await waitFor(() =>
        mine.orderUpdates().find((u) => u.order.order_id === id && u.order.status === 'REJECTED'),
      );
      expect(rejected.order.status_message).toBe('RMS: Margin exceeds available funds');
    } finally {
      w.state.forwardOrders = false;
    }
  });
});

describe('paper orders on the same stream', () => {
  it("pushes a paper order's placement, modify and cancel to its owner, and modifies only open limit orders", async () => {
    const mine = await w.socketOf(w.paperUser.cookie);
    const placed = await paperApi().post('/orders/place', order({ price: 1 }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.source).toBe('paper');
    const id = placed.body.data.order_id as string;
    const modified = await paperApi().put(`/orders/${id}`, { price: 2, quantity: 5 });
    expect(modified.status).toBe(200);
    expect(modified.body.data).toMatchObject({ source: 'paper', order: { price: 2, quantity: 5, status: 'OPEN' } });
    expect((await paperApi().put(`/orders/${id}`, { order_type: 'MARKET' })).status).toBe(400);
    expect((await apiAs(w.base, w.freshUser.cookie).put(`/orders/${id}`, { price: 3 })).status).not.toBe(200);
    expect((await paperApi().del(`/orders/${id}`)).body.data.order.status).toBe('CANCELLED');
    expect((await paperApi().put(`/orders/${id}`, { price: 3 })).status).toBe(409);
    expect((await paperApi().put('/orders/151220000000000', { price: 3 })).status).toBe(404);
    const seen = await waitFor(() => {
      const states = mine.orderUpdates().filter((u) => u.order.order_id === id);
      return states.length >= 3 ? states : undefined;
    });
    expect(seen.map((u) => u.order.status)).toEqual(['OPEN', 'OPEN', 'CANCELLED']);
    expect(seen.every((u) => u.source === 'paper')).toBe(true);
  });
});
