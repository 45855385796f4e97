import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { DEMO_USERS, type Tick } from '@app/contracts';
import { metrics } from '@app/common';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { waitFor } from '../support/wait.js';

const { admin, investor } = DEMO_USERS;
const RELIANCE = 738561;
const INFY = 408065;
const TCS = 2953217;

let infra: TestInfra;
let stack: TestStack;
let base: string;
let base2: string;
let investorCookie: string;
let adminCookie: string;
let otherCookie: string;
const sockets: Socket[] = [];

/** A connected socket of the cookie's user, recording every event it gets. */
async function openSocket(cookie: string, url = base, opts: { batch?: boolean; polling?: boolean } = {}) {
  const events: { name: string; args: unknown[]; at: number }[] = [];
  const socket = io(url, {
    path: '/socket.io',
    transports: opts.polling ? ['polling'] : ['websocket'],
    reconnection: false,
    extraHeaders: { cookie },
    auth: opts.batch ? { batch: true } : {},
  });
  sockets.push(socket);
  socket.onAny((name: string, ...args: unknown[]) => events.push({ name, args, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connection_status', () => resolve());
    socket.on('connect_error', reject);
  });
  const ticks = (token?: number) =>
    events
      .filter((e) => e.name === 'market_data')
      .map((e) => e.args[0] as Tick)
      .filter((t) => token === undefined || t.instrument_token === token);
  const waitFor = async <T>(fn: () => T | undefined, ms = 15_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = fn();
      if (v !== undefined) return v;
      if (Date.now() > end) throw new Error('socket did not get the expected event in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { socket, events, ticks, waitFor };
}

const post = (cookie: string, path: string, body: object = {}, url = base) =>
  request(url).post(path).set('Cookie', cookie).send(body);
/** Waits until a socket still subscribed to `token` has had three more of its ticks: the feed kept running meanwhile. */
async function framesPass(witness: Awaited<ReturnType<typeof openSocket>>, token: number): Promise<void> {
  const from = witness.ticks(token).length;
  await witness.waitFor(() => (witness.ticks(token).length >= from + 3 ? true : undefined));
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '200',
    HEARTBEAT_INTERVAL_MS: '300',
  });
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
  base2 = await stack.startExtraGateway();
  investorCookie = cookieHeader((await signIn(base, investor.email, investor.password)).cookies);
  adminCookie = cookieHeader((await signIn(base, admin.email, admin.password)).cookies);
  await request(base).post('/api/auth/register').send({ email: 'live.other@example.com', password: 'Other@12345' });
  otherCookie = cookieHeader((await signIn(base, 'live.other@example.com', 'Other@12345')).cookies);
}, 60_000);

afterEach(async () => {
  while (sockets.length) sockets.pop()!.close();
  // Subscriptions live as long as the user's sockets: once both gateways saw every socket go, the next test starts clean.
  await waitFor('every socket to be gone', async () => (await metrics.socketsConnected.get()).values[0]?.value === 0);
});

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('live market data', () => {
  it('delivers RELIANCE ticks after a REST subscribe, the latest price first, and nothing unsubscribed', async () => {
    const s = await openSocket(investorCookie);
    const res = await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { instruments: [RELIANCE] } });
    // The subscribe answers after pushing the latest price, so it is there without waiting for the feed.
    const first = await s.waitFor(() => s.ticks(RELIANCE)[0]);
    expect(first).toMatchObject({
      instrument_token: RELIANCE,
      last_price: expect.any(Number),
      ohlc: expect.any(Object),
      change_percent: expect.any(Number),
    });
    await s.waitFor(() => (s.ticks(RELIANCE).length >= 3 ? true : undefined));
    expect(s.ticks().every((t) => t.instrument_token === RELIANCE)).toBe(true);
  });

  it('delivers every subscribed instrument of every frame, not just the first of each burst', async () => {
    const s = await openSocket(investorCookie);
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE, INFY, TCS] });
    await s.waitFor(() => (s.ticks(RELIANCE).length >= 6 ? true : undefined));
    const counts = [RELIANCE, INFY, TCS].map((t) => s.ticks(t).length);
    // Frames carry all three; a delivery that dropped all but the first tick of a burst would starve two.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(Math.max(...counts) - 2);
  });

  it("keeps users apart: another user's socket gets none of them", async () => {
    const mine = await openSocket(investorCookie);
    const theirs = await openSocket(otherCookie);
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE, INFY] });
    await mine.waitFor(() => (mine.ticks(INFY).length >= 2 ? true : undefined));
    expect(theirs.ticks()).toEqual([]);
  });

  it('subscribes through socket events with an ack, and unsubscribes', async () => {
    const s = await openSocket(investorCookie);
    const ack = await s.socket.emitWithAck('subscribe', { instruments: [TCS] });
    expect(ack).toEqual({ success: true, instruments: [TCS] });
    await s.waitFor(() => s.ticks(TCS)[0]);
    const witness = await openSocket(otherCookie);
    await witness.socket.emitWithAck('subscribe', { instruments: [TCS] });
    const off = await s.socket.emitWithAck('unsubscribe', { instruments: [TCS] });
    expect(off).toEqual({ success: true, instruments: [] });
    // The ack follows every tick sent before it on this socket, so the count is final now.
    const count = s.ticks(TCS).length;
    await framesPass(witness, TCS);
    expect(s.ticks(TCS).length).toBe(count);
  });

  it('refuses bad bodies and unknown instruments: 400 over REST, a failed ack and websocket_error on the socket', async () => {
    const s = await openSocket(investorCookie);
    for (const body of [
      {},
      { instruments: [] },
      { instruments: ['RELIANCE'] },
      { instruments: [-1] },
      { instruments: [RELIANCE], extra: true },
    ]) {
      const res = await post(investorCookie, '/api/websocket/subscribe', body);
      expect(res.status).toBe(400);
      expect(res.body.details.length).toBeGreaterThan(0);
    }
    const unknown = await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE, 4242] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.details)).toMatch(/4242/);
    const ack = await s.socket.emitWithAck('subscribe', { instruments: 'all' });
    expect(ack).toMatchObject({ success: false, details: [expect.objectContaining({ field: 'instruments' })] });
    const unknownAck = await s.socket.emitWithAck('subscribe', { instruments: [4242] });
    expect(unknownAck).toMatchObject({ success: false });
    await s.waitFor(() => (s.events.filter((e) => e.name === 'websocket_error').length >= 2 ? true : undefined));
    expect(s.ticks()).toEqual([]);
    expect(
      (
        await request(base)
          .post('/api/websocket/subscribe')
          .send({ instruments: [RELIANCE] })
      ).status,
    ).toBe(401);
  });

  it('stop pauses delivery to the user and start resumes it, each with websocket_status', async () => {
    const s = await openSocket(investorCookie);
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE] });
    await s.waitFor(() => s.ticks(RELIANCE)[0]);
    const witness = await openSocket(otherCookie);
    await witness.socket.emitWithAck('subscribe', { instruments: [RELIANCE] });
    const stop = await post(investorCookie, '/api/websocket/stop');
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ streaming: false, feed: { feed: 'simulator', connected: true } });
    // websocket_status follows every tick sent before the stop on this socket, so the count is final then.
    const paused = await s.waitFor(() =>
      s.events.some((e) => e.name === 'websocket_status' && (e.args[0] as { status: string }).status === 'stopped')
        ? s.ticks(RELIANCE).length
        : undefined,
    );
    await framesPass(witness, RELIANCE);
    expect(s.ticks(RELIANCE).length).toBe(paused);
    expect((await post(investorCookie, '/api/websocket/start')).body.data.streaming).toBe(true);
    await s.waitFor(() => (s.ticks(RELIANCE).length > paused ? true : undefined));
  });

  it('carries an admin-set simulator price to a subscribed customer as the next tick', async () => {
    const s = await openSocket(investorCookie);
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE] });
    await s.waitFor(() => s.ticks(RELIANCE)[0]);
    const res = await post(adminCookie, '/api/market/simulator/price', {
      instrument_token: RELIANCE,
      last_price: 1111.1,
    });
    expect(res.status).toBe(200);
    const seen = await s.waitFor(() => s.ticks(RELIANCE).find((t) => t.last_price === 1111.1));
    expect(seen.change_percent).toBeCloseTo(((1111.1 - seen.ohlc.close) * 100) / seen.ohlc.close, 3);
  });

  it('sends one market_data_batch per frame to sockets that ask for batches', async () => {
    const s = await openSocket(investorCookie, base, { batch: true });
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE, INFY, TCS] });
    const batch = await s.waitFor(() => {
      const frames = s.events.filter((e) => e.name === 'market_data_batch').slice(1);
      return frames[0]?.args[0] as Tick[] | undefined;
    });
    expect(batch.map((t) => t.instrument_token).sort()).toEqual([RELIANCE, INFY, TCS].sort());
    expect(s.events.filter((e) => e.name === 'market_data')).toEqual([]);
  });

  it('sends the same batches to a socket that stays on long-polling', async () => {
    const s = await openSocket(investorCookie, base, { batch: true, polling: true });
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [RELIANCE, INFY] });
    const batch = await s.waitFor(() => {
      const frames = s.events.filter((e) => e.name === 'market_data_batch').slice(1);
      return frames[0]?.args[0] as Tick[] | undefined;
    });
    expect(batch.map((t) => t.instrument_token).sort()).toEqual([RELIANCE, INFY].sort());
    expect(batch.every((t) => t.last_price > 0 && t.ohlc.close > 0)).toBe(true);
  });

  it("works across gateway replicas: a subscribe through one reaches the user's socket on the other", async () => {
    const onTwo = await openSocket(investorCookie, base2);
    const onOne = await openSocket(otherCookie, base);
    await post(investorCookie, '/api/websocket/subscribe', { instruments: [INFY] }, base);
    await onTwo.waitFor(() => onTwo.ticks(INFY)[0]);
    await post(otherCookie, '/api/websocket/subscribe', { instruments: [TCS] }, base2);
    await onOne.waitFor(() => onOne.ticks(TCS)[0]);
    expect(onOne.ticks(INFY)).toEqual([]);
    expect(onTwo.ticks(TCS)).toEqual([]);
  });

  it('sends heartbeats, answers test_connection, and refuses sockets without a session', async () => {
    const s = await openSocket(investorCookie);
    await s.waitFor(() => s.events.find((e) => e.name === 'heartbeat'));
    const answer = await s.socket.emitWithAck('test_connection');
    expect(answer).toMatchObject({ success: true });
    await s.waitFor(() => s.events.find((e) => e.name === 'connection_test_response'));
    await expect(openSocket('')).rejects.toThrow(/unauthorized/);
  });
});
