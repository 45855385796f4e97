import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket as NetSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { CLIENT_EVENTS, SERVER_EVENTS, type Tick } from '@app/contracts';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { buildForProcesses, ProcessStack, type AppProcess } from '../support/processes.js';
import { RoundRobinProxy } from '../support/round-robin-proxy.js';
import { cookieHeader, signIn } from '../support/http.js';
import { timed, until } from '../support/faults.js';

const RELIANCE = 738561;
const INFY = 408065;
/** The web app's reconnect policy (apps/web/src/shared/live/socketPolicy.ts). */
const WEB_RECONNECT = { reconnectionAttempts: 5, reconnectionDelay: 1000, reconnectionDelayMax: 10_000 };
/** A ceiling for the whole failover on a busy machine, not the expected time: the gap is printed. */
const FAILOVER_CEILING_MS = 60_000;

let infra: TestInfra;
let procs: ProcessStack;
let proxy: RoundRobinProxy;
let socket: Socket | undefined;
const gateways: AppProcess[] = [];

const portOf = (g: AppProcess) => Number(new URL(g.url!).port);

/** The TCP connection under the client's websocket transport (engine.io-client keeps it in `ws`). */
function localPortOf(s: Socket): number {
  return (s.io.engine.transport as unknown as { ws: { _socket: NetSocket } }).ws._socket.localPort ?? 0;
}

beforeAll(async () => {
  await buildForProcesses();
  infra = await setUpInfra();
  procs = new ProcessStack(infra, { MARKET_ALWAYS_OPEN: 'true', SIMULATOR_INTERVAL_MS: '250' });
  await procs.startService('auth');
  await procs.startService('market');
  // Two replicas with one secret, as a deployment runs them; the proxy stands for the load balancer.
  gateways.push(...(await Promise.all([procs.startGateway('gateway-a'), procs.startGateway('gateway-b')])));
  proxy = new RoundRobinProxy(gateways.map(portOf));
  await proxy.listen();
}, 180_000);

afterAll(async () => {
  socket?.close();
  await proxy?.close();
  await procs?.close();
  await infra?.close();
});

describe('when the gateway a socket is connected to is killed (SIGKILL)', () => {
  it('the socket reconnects through the balancer to the other replica and keeps receiving ticks', async () => {
    const base = proxy.url;
    await timed(base, 'post', '/api/auth/register', '', {
      email: 'fault.failover@example.com',
      password: 'Faults12345',
    });
    const cookie = cookieHeader((await signIn(base, 'fault.failover@example.com', 'Faults12345')).cookies);

    // As the web app's client: the auth cookie, batched ticks, its reconnect policy, and on every
    // (re)connect it subscribes again. Long polling needs the balancer's session affinity (the
    // ingress has it, a TCP proxy cannot), so this client goes straight to the websocket.
    const batches: { at: number; ticks: Tick[] }[] = [];
    const connects: { at: number; upstream?: number; subscribed: boolean }[] = [];
    const disconnects: { at: number; reason: string }[] = [];
    socket = io(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      auth: { batch: true },
      reconnection: true,
      ...WEB_RECONNECT,
      randomizationFactor: 0,
    });
    socket.on('connect', () => {
      const entry = { at: Date.now(), upstream: proxy.upstreamOf(localPortOf(socket!)), subscribed: false };
      connects.push(entry);
      void socket!
        .timeout(10_000)
        .emitWithAck(CLIENT_EVENTS.subscribe, { instruments: [RELIANCE, INFY] })
        .then((ack: { success?: boolean }) => (entry.subscribed = ack?.success === true));
    });
    socket.on('disconnect', (reason) => disconnects.push({ at: Date.now(), reason }));
    socket.on(SERVER_EVENTS.marketDataBatch, (ticks: Tick[]) => batches.push({ at: Date.now(), ticks }));

    await until('ticks flow before the kill', () => (batches.length >= 5 ? true : undefined), FAILOVER_CEILING_MS);
    const first = connects[0];
    const victim = gateways.find((g) => portOf(g) === first.upstream);
    const survivor = gateways.find((g) => g !== victim)!;
    expect(victim).toBeDefined();

    const killedAt = Date.now();
    await victim!.signal('SIGKILL');
    const back = await until(
      'the socket is connected again',
      () => connects.find((c) => c.at > killedAt && c.subscribed),
      FAILOVER_CEILING_MS,
    );
    const resumed = await until(
      'ticks again after the kill',
      () => batches.find((b) => b.at > back.at),
      FAILOVER_CEILING_MS,
    );
    await until(
      'ticks keep coming',
      () => (batches.filter((b) => b.at > back.at).length >= 5 ? true : undefined),
      FAILOVER_CEILING_MS,
    );

    // One disconnect (the dead replica's connection closing), one reconnect, to the other replica.
    expect(disconnects.map((d) => d.reason)).toEqual(['transport close']);
    expect(connects).toHaveLength(2);
    expect(back.upstream).toBe(portOf(survivor));
    expect(socket.connected).toBe(true);
    const after = batches.filter((b) => b.at > back.at).flatMap((b) => b.ticks.map((t) => t.instrument_token));
    expect(new Set(after)).toEqual(new Set([RELIANCE, INFY]));
    // The same session works over REST through the balancer, now answered by the survivor alone.
    const quotes = await timed(base, 'get', '/api/market-data', cookie);
    expect(quotes.status).toBe(200);

    const lastBefore = batches.filter((b) => b.at <= killedAt).at(-1)!.at;
    console.info(
      `gateway SIGKILLed: disconnect noticed ${disconnects[0].at - killedAt} ms after the kill, reconnected to the other replica ` +
        `after ${back.at - killedAt} ms, first tick ${resumed.at - killedAt} ms after the kill; gap between ticks ${resumed.at - lastBefore} ms ` +
        `(reconnect delay of the web policy ${WEB_RECONNECT.reconnectionDelay} ms)`,
    );
  }, 180_000);
});
