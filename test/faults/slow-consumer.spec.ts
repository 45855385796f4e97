import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket as NetSocket } from 'node:net';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { MARKET_EVENTS, type Tick, type TickBatch } from '@app/contracts';
import { LiveServer } from '../../apps/gateway/src/live/live-server.js';
import { MAX_BUFFERED_PACKETS } from '../../apps/gateway/src/live/tick-fanout.service.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { openUserSocket } from '../support/live-socket.js';
import { pause, percentile, until } from '../support/faults.js';

const WINDOW_MS = 3000;
const HEALTHY_INSTRUMENTS = 5;

let infra: TestInfra;
let stack: TestStack;
let base: string;
const sockets: Socket[] = [];
let tap: NatsConnection | undefined;

async function newUser(email: string) {
  await request(base).post('/api/auth/register').send({ email, password: 'Faults12345' });
  return cookieHeader((await signIn(base, email, 'Faults12345')).cookies);
}

const openSocket = (cookie: string) => openUserSocket(base, cookie, sockets);

/** The TCP socket under a Socket.IO client's websocket transport (engine.io-client keeps it in `ws`). */
function tcpOf(socket: Socket): NetSocket {
  const transport = socket.io.engine.transport as unknown as { ws: { _socket: NetSocket } };
  return transport.ws._socket;
}

/** Packets the gateway holds for one socket, not yet written to it. */
function bufferedOnServer(socketId: string): number {
  const server = stack.gateway!.get(LiveServer).io!;
  const s = server.sockets.sockets.get(socketId);
  return s ? (s.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length : -1;
}

/**
 * Over one window: ticks/s the client received, the share of the feed's ticks for its instruments
 * that reached it (so a feed slowed by a busy machine does not count against delivery), and receipt
 * latency (receipt time minus the tick's own time).
 */
async function measure(received: { at: number; tick: Tick }[], published: number[], sample?: () => void) {
  const from = Date.now();
  while (Date.now() - from < WINDOW_MS) {
    sample?.();
    await pause(20);
  }
  const to = Date.now();
  const inWindow = received.filter((r) => r.at >= from && r.at < to);
  const sent = published.filter((at) => at >= from && at < to).length;
  const latencies = inWindow.map((r) => r.at - Date.parse(r.tick.timestamp));
  return {
    rate: (inWindow.length * 1000) / (to - from),
    delivered: inWindow.length / Math.max(sent, 1),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

beforeAll(async () => {
  infra = await setUpInfra();
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '50',
    REGISTER_PER_MINUTE: '100',
    QUOTE_FLUSH_INTERVAL_MS: '60000',
  });
  await stack.startServices(['auth', 'market']);
  base = await stack.startGateway();
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await tap?.close();
  await stack?.close();
  await infra?.close();
});

describe('a socket that stops reading', () => {
  it('does not slow tick delivery to a healthy socket, and its backlog on the gateway stays bounded', async () => {
    const healthyCookie = await newUser('fault.healthy@example.com');
    const stalledCookie = await newUser('fault.stalled@example.com');
    const quotes = (await request(base).get('/api/market-data').set('Cookie', healthyCookie)).body.data.market_data as {
      instrument_token: number;
      last_price: number;
    }[];
    const priced = quotes.filter((q) => q.last_price > 0).map((q) => q.instrument_token);
    expect(priced.length).toBeGreaterThan(50);

    const watched = new Set(priced.slice(0, HEALTHY_INSTRUMENTS));
    // What the feed published for the healthy socket's instruments, straight off NATS.
    const published: number[] = [];
    tap = await connect({ servers: infra.nats.url });
    tap.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        for (const t of msg.json<TickBatch>().ticks) if (watched.has(t.instrument_token)) published.push(Date.now());
      },
    });
    const healthy = await openSocket(healthyCookie);
    const received: { at: number; tick: Tick }[] = [];
    healthy.on('market_data', (tick: Tick) => received.push({ at: Date.now(), tick }));
    await request(base)
      .post('/api/websocket/subscribe')
      .set('Cookie', healthyCookie)
      .send({ instruments: [...watched] });
    await until('the healthy socket gets ticks', () => (received.length >= 20 ? true : undefined));
    const alone = await measure(received, published);

    // The stalled socket's user watches every priced instrument: one packet per tick, many per frame.
    const stalled = await openSocket(stalledCookie);
    let stalledTicks = 0;
    stalled.on('market_data', () => (stalledTicks += 1));
    await request(base).post('/api/websocket/subscribe').set('Cookie', stalledCookie).send({ instruments: priced });
    await until('the stalled socket gets ticks before it stalls', () => (stalledTicks > 0 ? true : undefined));
    tcpOf(stalled).pause();
    const stalledAt = Date.now();
    // Its kernel buffers fill first; then the gateway's own buffer for it fills up to the bound.
    await until(
      'the gateway holds a full backlog for the stalled socket',
      () => (bufferedOnServer(stalled.id!) >= MAX_BUFFERED_PACKETS ? true : undefined),
      30_000,
    );
    const filledMs = Date.now() - stalledAt;
    let maxBacklog = 0;
    const beside = await measure(
      received,
      published,
      () => (maxBacklog = Math.max(maxBacklog, bufferedOnServer(stalled.id!))),
    );

    const deliveredRatio = beside.delivered / alone.delivered;
    // Receipt latency here is a few ms, where scheduling noise alone doubles it: compare above a 10 ms floor.
    const p50Ratio = Math.max(beside.p50, 10) / Math.max(alone.p50, 10);
    const line = (m: typeof alone) =>
      `${m.rate.toFixed(1)} ticks/s (${(m.delivered * 100).toFixed(0)} % of those published), latency p50 ${m.p50} ms, p95 ${m.p95} ms`;
    console.info(
      `healthy socket alone: ${line(alone)}; beside a stalled socket (backlog full ${filledMs} ms after it stopped reading, held at ${maxBacklog} packets, bound ${MAX_BUFFERED_PACKETS}): ${line(beside)}; ` +
        `ratios: delivered ${deliveredRatio.toFixed(2)}, rate ${(beside.rate / alone.rate).toFixed(2)}, p50 latency ${p50Ratio.toFixed(2)}`,
    );
    // The gateway drops the stalled socket's ticks instead of queueing them without end.
    expect(maxBacklog).toBeLessThanOrEqual(MAX_BUFFERED_PACKETS + priced.length);
    // The healthy socket keeps its rate and latency.
    expect(deliveredRatio).toBeGreaterThan(0.9);
    expect(p50Ratio).toBeLessThan(3);

    // Once it reads again, the stalled socket catches up and gets fresh ticks.
    const resumedAt = Date.now();
    tcpOf(stalled).resume();
    let fresh: Tick | undefined;
    stalled.on('market_data', (t: Tick) => (fresh ??= Date.parse(t.timestamp) > resumedAt ? t : undefined));
    await until('the stalled socket gets fresh ticks after it reads again', () => fresh);
    expect(stalled.connected).toBe(true);
  }, 60_000);
});
