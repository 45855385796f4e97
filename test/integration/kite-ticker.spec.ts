import { afterEach, describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import { HEARTBEAT, frame, ltpPacket } from '../../apps/market/src/feeds/kite/kite-frame-builder.js';
import { KiteTickerFeed, type KiteTickerFeedOptions } from '../../apps/market/src/feeds/kite/kite-ticker-feed.js';
import {
  ACCESS_TOKEN,
  API_KEY,
  FakeKiteTicker,
  INFY,
  NIFTY_50,
  SBIN,
  infyFull,
  instrument,
  niftyFull,
  recorder,
  sleep,
  subscribeAndMode,
  waitFor,
} from '../support/kite-fixtures.js';
import { capturingLogger } from '../support/logs.js';

let fake: FakeKiteTicker | undefined;
let feed: KiteTickerFeed | undefined;
let logLines: string[] = [];

/** The reconnect delays the feed scheduled, in order, read from its log rather than timed. */
const scheduledDelays = () =>
  logLines
    .map((l) => JSON.parse(l) as { delayMs?: number })
    .flatMap((l) => (l.delayMs === undefined ? [] : [l.delayMs]));

function newFeed(options: Partial<KiteTickerFeedOptions> = {}): KiteTickerFeed {
  const { logger, lines } = capturingLogger('market');
  logLines = lines;
  feed = new KiteTickerFeed({
    logger,
    apiKey: API_KEY,
    accessToken: ACCESS_TOKEN,
    url: fake!.url,
    readTimeoutMs: 1000,
    minDelayMs: 50,
    maxDelayMs: 400,
    now: () => new Date('2026-03-02T04:00:00.000Z'),
    ...options,
  });
  return feed;
}

afterEach(async () => {
  await feed?.stop();
  await fake?.close();
  feed = undefined;
  fake = undefined;
});

describe('KiteTickerFeed against a local ticker server', () => {
  it('authenticates, subscribes numeric tokens in full mode and hands over one batch per binary frame', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed().start([instrument(INFY), instrument(NIFTY_50)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'subscribe and mode');

    expect(fake.attempts).toHaveLength(1);
    const sent = fake.latest().messages;
    expect(sent).toEqual(subscribeAndMode([INFY, NIFTY_50]));
    expect(sent[0].v.every((t) => typeof t === 'number')).toBe(true);
    expect(rec.states()).toEqual(['connecting', 'connected']);
    expect(rec.statuses[1]).toMatchObject({ feed: 'kite', connected: true, subscribed: 2, last_tick_at: null });

    const server = fake.latest().socket;
    server.send(HEARTBEAT);
    server.send(frame([infyFull, niftyFull]));
    server.send(frame([ltpPacket(INFY, 157500)]));
    server.send('{"type":"message","data":"Exchange notice"}');
    server.send('{"type":"order","data":{"order_id":"1"}}');
    server.send('{"type":"error","data":"Too many requests"}');
    await waitFor(() => rec.errors.length === 1, 'the error message');

    expect(rec.batches).toHaveLength(2);
    const [infy, nifty] = rec.batches[0];
    expect(infy).toEqual({
      instrument_token: INFY,
      last_price: 1573.7,
      ohlc: { open: 1569.15, high: 1575, low: 1561.05, close: 1567.8 },
      change: 5.9,
      change_percent: (5.9 * 100) / 1567.8,
      volume: 1192471,
      timestamp: '2021-07-05T05:11:27.000Z',
    });
    expect(nifty).toMatchObject({
      instrument_token: NIFTY_50,
      last_price: 22450.65,
      ohlc: { open: 22480, high: 22500.1, low: 22400, close: 22451 },
      change: -0.35,
      volume: 0,
    });
    // The ltp packet carries no range: it takes the last full packet's.
    expect(rec.batches[1]).toEqual([
      expect.objectContaining({
        instrument_token: INFY,
        last_price: 1575,
        ohlc: infy.ohlc,
        change: 7.2,
        volume: 1192471,
        timestamp: '2026-03-02T04:00:00.000Z',
      }),
    ]);
    expect(rec.errors).toEqual(['Too many requests']);
    expect(feed!.status()).toMatchObject({ state: 'connected', last_tick_at: '2026-03-02T04:00:00.000Z' });

    feed!.subscribe([instrument(SBIN), instrument(INFY)]);
    feed!.unsubscribe([NIFTY_50, 12345]);
    await waitFor(() => fake!.latest().messages.length === 5, 'subscribe, mode and unsubscribe');
    expect(fake.latest().messages.slice(2)).toEqual([...subscribeAndMode([SBIN]), { a: 'unsubscribe', v: [NIFTY_50] }]);
    expect(feed!.status().subscribed).toBe(2);

    // Ticks of an unsubscribed token that are still in flight are dropped.
    server.send(frame([niftyFull, ltpPacket(SBIN, 80000)]));
    await waitFor(() => rec.batches.length === 3, 'the SBIN tick');
    expect(rec.batches[2].map((t) => t.instrument_token)).toEqual([SBIN]);

    await feed!.stop();
    await waitFor(() => fake!.latest().closeCode !== undefined, 'the close frame');
    expect(fake.latest().closeCode).toBe(1000);
    expect(rec.states().at(-1)).toBe('stopped');
  });

  it('reconnects after the server drops the connection and resubscribes the same tokens', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed({ minDelayMs: 100 }).start([instrument(INFY), instrument(NIFTY_50)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'first subscription');
    feed!.subscribe([instrument(SBIN)]);
    feed!.unsubscribe([NIFTY_50]);
    await waitFor(() => fake!.connections[0].messages.length === 5, 'changes to the subscription');

    const dropped = performance.now();
    fake.latest().socket.terminate();
    await waitFor(() => fake!.connections[1]?.messages.length === 2, 'resubscription');

    expect(fake.connections[1].at - dropped).toBeGreaterThanOrEqual(95);
    expect(fake.connections[1].messages).toEqual(subscribeAndMode([INFY, SBIN]));
    expect(rec.states()).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    expect(rec.statuses[2]).toMatchObject({
      connected: false,
      subscribed: 2,
      message: expect.stringContaining('closed the connection'),
    });

    fake.latest().socket.send(frame([ltpPacket(SBIN, 80050)]));
    await waitFor(() => rec.batches.length === 1, 'a tick on the new connection');
    expect(rec.batches[0][0]).toMatchObject({ instrument_token: SBIN, last_price: 800.5 });
  });

  it('keeps a connection that only sends heartbeats, and replaces one that goes silent', async () => {
    fake = await FakeKiteTicker.start();
    const rec = recorder();
    await newFeed({ readTimeoutMs: 300, minDelayMs: 50 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => fake!.connections.length === 1, 'first connection');

    const first = fake.latest().socket;
    let lastHeartbeat = 0;
    for (let i = 0; i < 6; i++) {
      await sleep(100);
      first.send(HEARTBEAT);
      lastHeartbeat = performance.now();
    }
    expect(fake.connections).toHaveLength(1);
    expect(rec.states()).toEqual(['connecting', 'connected']);

    // The server stays connected but sends nothing more: 300 ms of silence, then the 50 ms reconnect delay.
    await waitFor(() => fake!.connections[1]?.messages.length === 2, 'reconnection after silence');
    expect(fake.connections[1].at - lastHeartbeat).toBeGreaterThanOrEqual(340);
    expect(fake.connections[1].messages).toEqual(subscribeAndMode([INFY]));
    expect(rec.statuses[2]).toMatchObject({ state: 'disconnected', message: 'kite ticker sent nothing for 300 ms' });
    expect(rec.batches).toEqual([]);
  });

  it('reports a 403 on the upgrade, retries with growing delays up to the cap, and connects once accepted', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = (attempt) => attempt <= 5;
    const rec = recorder();
    await newFeed({ minDelayMs: 40, maxDelayMs: 90 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => rec.errors.length === 5, 'five refusals');

    const gaps = fake.attempts.slice(1).map((t, i) => t - fake!.attempts[i]);
    // Uncapped, the delays would be 40, 80, 160, 320 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(38);
    expect(gaps[1]).toBeGreaterThanOrEqual(78);
    expect(gaps[2]).toBeGreaterThanOrEqual(88);
    expect(gaps[3]).toBeGreaterThanOrEqual(88);
    // The cap: what the feed scheduled, since a measured gap only has a floor on a busy machine.
    expect(scheduledDelays().slice(0, 4)).toEqual([40, 80, 90, 90]);
    expect(new Set(rec.errors).size).toBe(1);
    expect(rec.errors[0]).toMatch(/HTTP 403.*KITE_ACCESS_TOKEN/);
    expect(rec.statuses.find((s) => s.state === 'disconnected')?.message).toMatch(/HTTP 403/);

    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'subscription once accepted');
    expect(fake.connections[0].messages).toEqual(subscribeAndMode([INFY]));
    expect(feed!.status().state).toBe('connected');
  });

  it('starts the back-off again from the minimum after a successful connection', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = (attempt) => attempt <= 3;
    const rec = recorder();
    await newFeed({ minDelayMs: 30, maxDelayMs: 5000 }).start([instrument(INFY)], rec.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'connection after three refusals');

    const dropped = performance.now();
    fake.latest().socket.terminate();
    await waitFor(() => fake!.connections.length === 2, 'reconnection');
    // Without the reset this delay would be 240 ms (fourth attempt).
    expect(scheduledDelays()).toEqual([30, 60, 120, 30]);
    expect(fake.connections[1].at - dropped).toBeGreaterThanOrEqual(28);
    expect(rec.errors).toHaveLength(3);
  });

  it('stops retrying when stopped between attempts, and a restart leaves no stale retry behind', async () => {
    fake = await FakeKiteTicker.start();
    fake.reject = () => true;
    const rec = recorder();
    const kite = newFeed({ minDelayMs: 100 });
    await kite.start([instrument(INFY)], rec.listener);
    await waitFor(() => rec.errors.length === 1 && rec.states().at(-1) === 'disconnected', 'the first rejection');
    await kite.stop();
    expect(rec.states().at(-1)).toBe('stopped');
    expect(kite.status()).toMatchObject({ state: 'stopped', connected: false });

    // Restarted before the old retry was due: that retry must not open a second connection.
    fake.reject = () => false;
    const rec2 = recorder();
    await kite.start([instrument(SBIN)], rec2.listener);
    await waitFor(() => fake!.connections[0]?.messages.length === 2, 'the restarted subscription');
    await sleep(250);
    expect(fake.attempts).toHaveLength(2);
    expect(fake.connections).toHaveLength(1);
    expect(fake.connections[0].messages).toEqual(subscribeAndMode([SBIN]));
    expect(rec.statuses.filter((s) => s.state === 'stopped')).toHaveLength(1);

    fake.reject = () => true;
    fake.latest().socket.terminate();
    await waitFor(
      () => rec2.errors.length === 1 && rec2.states().at(-1) === 'disconnected',
      'the refused reconnection',
    );
    await kite.stop();
    await sleep(250);
    expect(fake.attempts).toHaveLength(3);
  });
});
