import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { MARKET_EVENTS, MARKET_SUBJECTS, serviceSubjects, type Tick, type TickBatch } from '@app/contracts';
import { NATS_CONNECTION, RpcClient, startService } from '@app/common';
import { loadMarketConfig } from '../../apps/market/src/config/market.config.js';
import { MarketModule } from '../../apps/market/src/market.module.js';
import { FeedService } from '../../apps/market/src/ticks/feed.service.js';
import { LatestPrices } from '../../apps/market/src/ticks/latest-prices.js';
import { TicksService } from '../../apps/market/src/ticks/ticks.service.js';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { capturingLogger } from '../support/logs.js';

const RELIANCE = 738561;
const admin = { userId: '00000000-0000-4000-8000-00000000a001', userType: 'admin' as const, sessionId: 's' };

let infra: TestInfra;
let nc: NatsConnection;
let rpc: RpcClient;
const replicas = new Map<string, INestMicroservice>();

async function startReplica(name: string, extra: Record<string, string> = {}): Promise<INestMicroservice> {
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.db.url,
    NATS_URL: infra.nats.url,
    HEALTH_PORT: '0',
    INSTANCE_ID: name,
    MARKET_ALWAYS_OPEN: 'true',
    // The core set once a step, the load and cadence this suite was written for.
    SIMULATOR_UNIVERSE: 'core',
    SIMULATOR_INTERVAL_MS: '100',
    QUOTE_FLUSH_INTERVAL_MS: '100',
    DB_POOL_SIZE: '3',
    ...extra,
  };
  const { logger } = capturingLogger(`market-${name}`);
  const app = await startService(MarketModule.forRoot(loadMarketConfig(env), logger), {
    queue: 'market',
    natsUrl: infra.nats.url,
    instance: name,
    logger,
    readinessSubject: serviceSubjects('market').health,
  });
  replicas.set(name, app);
  return app;
}

async function stopReplica(name: string): Promise<void> {
  await replicas.get(name)?.close();
  replicas.delete(name);
}

/** Every tick of the instrument published during the window. */
async function ticksOf(token: number, ms: number): Promise<Tick[]> {
  const seen: Tick[] = [];
  const sub = nc.subscribe(MARKET_EVENTS.ticks, {
    callback: (_e, msg) => {
      seen.push(...msg.json<TickBatch>().ticks.filter((t) => t.instrument_token === token));
    },
  });
  await new Promise((r) => setTimeout(r, ms));
  sub.unsubscribe();
  return seen;
}

const relianceTicks = (ms: number) => ticksOf(RELIANCE, ms);

/** The next `count` ticks of the instrument, however long the feed takes to publish them. */
async function nextTicks(token: number, count: number, ceilingMs = 20_000): Promise<Tick[]> {
  const seen: Tick[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sub: ReturnType<NatsConnection['subscribe']> | undefined;
  try {
    return await new Promise<Tick[]>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`waited ${ceilingMs} ms for ${count} ticks of ${token}`)), ceilingMs);
      sub = nc.subscribe(MARKET_EVENTS.ticks, {
        callback: (_e, msg) => {
          seen.push(...msg.json<TickBatch>().ticks.filter((t) => t.instrument_token === token));
          if (seen.length >= count) resolve(seen);
        },
      });
    });
  } finally {
    clearTimeout(timer);
    sub?.unsubscribe();
  }
}

/** Replicas of this test running the feed right now: the feed lock lets one at most. */
const feedsRunning = () => [...replicas.values()].filter((app) => app.get(FeedService).simulator).length;

function waitForPrice(price: number): Promise<number> {
  return new Promise<number>((resolve) => {
    const sub = nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        const t = msg.json<TickBatch>().ticks.find((x) => x.instrument_token === RELIANCE && x.last_price === price);
        if (!t) return;
        sub.unsubscribe();
        resolve(t.last_price);
      },
    });
  });
}

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  infra = await setUpInfra();
  nc = await connect({ servers: infra.nats.url });
  rpc = new RpcClient(nc, 3000);
}, 60_000);

afterAll(async () => {
  for (const name of [...replicas.keys()]) await stopReplica(name);
  await nc?.close();
  await infra?.close();
});

describe('market feed across replicas', () => {
  it('runs one feed however many replicas run, and another replica takes over when it stops', async () => {
    await startReplica('a');
    await startReplica('b');
    // Whatever this machine's speed: while ticks flow, exactly one replica runs the feed.
    const ticks = await nextTicks(RELIANCE, 10);
    expect(feedsRunning()).toBe(1);
    const times = ticks.map((t) => t.timestamp);
    expect(new Set(times).size).toBe(times.length);

    await stopReplica('a');
    await stopReplica('b');
    await startReplica('c');
    await startReplica('d');
    await waitFor(async () => ((await relianceTicks(300)).length > 0 ? true : undefined));
    // Whichever of c and d leads, stopping it hands the feed to the other.
    await stopReplica('c');
    const resumed = await waitFor(async () => {
      const t = await relianceTicks(500);
      return t.length > 0 ? t : undefined;
    });
    expect(resumed.length).toBeGreaterThan(0);
  }, 40_000);

  it('sets a simulator price through whichever replica takes the request', async () => {
    await startReplica('f');
    const follower = [...replicas.values()].find((app) => !app.get(FeedService).simulator)!;
    expect(follower).toBeDefined();
    const forwarded = waitForPrice(2499.5);
    await follower.get(TicksService).setSimulatedPrice(admin, RELIANCE, 2499.5);
    expect(await forwarded).toBe(2499.5);
    for (const price of [2500, 2500.5, 2501]) {
      const seen = waitForPrice(price);
      const reply = await rpc.request(MARKET_SUBJECTS.simulatorSetPrice, {
        actor: admin,
        instrument_token: RELIANCE,
        last_price: price,
      });
      expect(reply).toEqual({ instrument_token: RELIANCE, last_price: price });
      expect(await seen).toBe(price);
    }
  }, 20_000);

  it('has followers take prices from the leader’s stream, which the leader itself does not receive', async () => {
    const running = [...replicas.values()];
    const leader = running.find((app) => app.get(FeedService).simulator)!;
    const follower = running.find((app) => !app.get(FeedService).simulator)!;
    expect([leader, follower].every(Boolean)).toBe(true);
    const received = (app: INestMicroservice) => app.get<symbol, NatsConnection>(NATS_CONNECTION).stats().inMsgs;
    const before = { leader: received(leader), follower: received(follower) };
    let batches = 0;
    let lastReliance: Tick | undefined;
    const sub = nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        batches++;
        lastReliance = msg.json<TickBatch>().ticks.find((t) => t.instrument_token === RELIANCE) ?? lastReliance;
      },
    });
    await waitFor(async () => (batches >= 30 && lastReliance ? true : undefined));
    sub.unsubscribe();
    const last = lastReliance!;
    // The follower has the leader's latest price of each instrument, not the one it started with.
    await waitFor(async () =>
      (follower.get(LatestPrices).get(RELIANCE)?.timestamp ?? '') >= last.timestamp ? true : undefined,
    );
    expect(received(follower) - before.follower).toBeGreaterThanOrEqual(batches);
    expect(received(leader) - before.leader).toBeLessThan(batches / 2);
  }, 20_000);

  it('resumes the trading day after a restart: the previous close and day range are kept', async () => {
    const before = (await nextTicks(RELIANCE, 1))[0];
    // Stopping the feed's replica writes the latest quotes before it goes.
    for (const name of [...replicas.keys()]) await stopReplica(name);
    const stored = await infra.db.query<{ close: string; day: string }>(
      'SELECT close::text, day::text FROM market.quotes WHERE instrument_token = $1',
      [RELIANCE],
    );
    expect(Number(stored[0].close)).toBe(before.ohlc.close);
    await startReplica('e');
    const latest = await rpc.request(MARKET_SUBJECTS.pricesLatest, {
      instrument_tokens: [RELIANCE],
    });
    expect(latest.prices[RELIANCE].ohlc.close).toBe(before.ohlc.close);
    const after = await waitFor(async () => (await relianceTicks(300)).at(-1));
    expect(after.ohlc.close).toBe(before.ohlc.close);
    expect(after.ohlc.open).toBe(before.ohlc.open);
    expect(after.ohlc.high).toBeGreaterThanOrEqual(before.ohlc.high);
    expect(after.ohlc.low).toBeLessThanOrEqual(before.ohlc.low);
  }, 30_000);
});

describe('instrument master from Kite', () => {
  const DUMP = [
    'instrument_token,exchange_token,tradingsymbol,name,last_price,expiry,strike,tick_size,lot_size,instrument_type,segment,exchange',
    '738561,2885,RELIANCE,RELIANCE INDUSTRIES,1400.5,,0,0.1,1,EQ,NSE,NSE',
    '408065,1594,INFY,INFOSYS,1500,,0,0.1,1,EQ,NSE,NSE',
    '3813889,14898,CENTRALBK-BE,CENTRAL BANK OF INDIA,0.0,,0.0,0.01,1,EQ,NSE,NSE',
    '256265,1001,NIFTY 50,NIFTY 50,26000,,0,0,0,EQ,INDICES,NSE',
  ].join('\n');
  let server: Server;
  let url: string;
  const seenAuth: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seenAuth.push(`${req.headers.authorization} v${req.headers['x-kite-version']}`);
      if (req.url !== '/instruments' || req.headers.authorization !== 'token key123:tok456') {
        res
          .writeHead(403, { 'content-type': 'application/json' })
          .end('{"status":"error","error_type":"TokenException"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip' }).end(gzipSync(DUMP));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const name of [...replicas.keys()]) await stopReplica(name);
    await new Promise((r) => server.close(r));
  });

  it('replaces the master with the dump, atomically, and streams the new list', async () => {
    for (const name of [...replicas.keys()]) await stopReplica(name);
    await startReplica('k', {
      KITE_API_KEY: 'key123',
      KITE_ACCESS_TOKEN: 'tok456',
      MARKET_FEED: 'simulator',
      KITE_API_URL: url,
    });
    const status = await rpc.request(MARKET_SUBJECTS.instrumentsReload, {
      actor: admin,
    });
    expect(seenAuth).toEqual(['token key123:tok456 v3']);
    expect(status).toMatchObject({ source: 'kite', total: 4, loaded: true });
    const search = await rpc.request(MARKET_SUBJECTS.securitiesSearch, {
      query: 'central',
      limit: 5,
    });
    expect(search.securities.map((x) => x.tradingsymbol)).toEqual(['CENTRALBK-BE']);
    const stored = await infra.db.query<{ n: string }>('SELECT count(*)::text AS n FROM market.instruments');
    expect(stored[0].n).toBe('4');
    // INFY stays in the stream; TCS left the master, so it stops moving.
    await new Promise((r) => setTimeout(r, 200));
    const [infy, tcs] = await Promise.all([ticksOf(408065, 600), ticksOf(2953217, 600)]);
    expect(infy.length).toBeGreaterThan(0);
    expect(tcs).toEqual([]);
    // A restart keeps the downloaded master instead of the bundled one.
    await stopReplica('k');
    await startReplica('k2', { MARKET_FEED: 'simulator' });
    expect(await rpc.request(MARKET_SUBJECTS.instrumentsStatus, {})).toMatchObject({ source: 'kite', total: 4 });
  }, 30_000);

  it('answers 503 when the dump cannot be fetched, and keeps the current master', async () => {
    for (const name of [...replicas.keys()]) await stopReplica(name);
    await startReplica('bad', {
      KITE_API_KEY: 'wrong',
      KITE_ACCESS_TOKEN: 'creds',
      MARKET_FEED: 'simulator',
      KITE_API_URL: url,
    });
    await expect(
      rpc.request(MARKET_SUBJECTS.instrumentsReload, { actor: admin, source: 'kite' }),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await rpc.request(MARKET_SUBJECTS.instrumentsStatus, {})).toMatchObject({ source: 'kite', total: 4 });
  }, 30_000);
});
