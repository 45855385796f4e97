// Tick fan-out: market service -> NATS -> gateway -> N Socket.IO clients, against a bare Socket.IO
// server pushing the same ticks to the same clients, both measured in this run on this machine.
// Run with `npm run bench` (it builds first). Knobs: BENCH_CLIENTS, BENCH_USERS, BENCH_INSTRUMENTS,
// BENCH_INTERVAL_MS, BENCH_SECONDS.
import 'reflect-metadata';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { AUTH_SUBJECTS, serviceSubjects } from '@app/contracts';
import { RpcClient, createLogger, startService } from '@app/common';
import { AuthModule } from '../apps/auth/dist/auth.module.js';
import { loadAuthConfig } from '../apps/auth/dist/config/auth.config.js';
import { createGateway } from '../apps/gateway/dist/bootstrap.js';
import { loadGatewayConfig } from '../apps/gateway/dist/config/gateway.config.js';
import { loadMarketConfig } from '../apps/market/dist/config/market.config.js';
import { MarketModule } from '../apps/market/dist/market.module.js';
import { setUpBenchInfra } from './bench-infra.mjs';
import { LatencyStats } from './latency-stats.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const USERS = Math.min(CLIENTS, Number(process.env.BENCH_USERS ?? 20));
const PER_CLIENT = Number(process.env.BENCH_INSTRUMENTS ?? 50);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_MS = 2000;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** The same pseudo-random instrument picks in both scenarios: user u watches these tokens. */
function picksFor(user, tokens) {
  let s = (user + 1) * 2654435761;
  const pool = [...tokens];
  const out = [];
  while (out.length < Math.min(PER_CLIENT, pool.length)) {
    s = (s * 1103515245 + 12345) >>> 0;
    out.push(pool.splice(s % pool.length, 1)[0]);
  }
  return out;
}

/** Opens the clients, counts ticks over the window and returns the figures. */
async function measure(url, makeOptions, afterConnect) {
  const stats = new LatencyStats();
  let counting = false;
  const sockets = [];
  for (let c = 0; c < CLIENTS; c++) {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...makeOptions(c % USERS) });
    socket.on('market_data', (t) => counting && stats.record(Date.parse(t.timestamp), Date.now()));
    sockets.push(socket);
    await new Promise((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  }
  await afterConnect();
  await pause(WARMUP_MS);
  counting = true;
  const started = Date.now();
  await pause(SECONDS * 1000);
  counting = false;
  const elapsed = (Date.now() - started) / 1000;
  for (const s of sockets) s.close();
  return { perSecond: stats.count / elapsed, p50: stats.percentile(50), p99: stats.percentile(99) };
}

/** Scenario (a): one process, one Socket.IO server, rooms per instrument, a timer making ticks. */
async function bareBaseline(tokens, picks) {
  const http = createServer();
  const server = new Server(http, { path: '/socket.io', serveClient: false });
  server.on('connection', (socket) => socket.join(picks[socket.handshake.auth.user].map((t) => `t:${t}`)));
  await new Promise((r) => http.listen(0, '127.0.0.1', r));
  const prices = new Map(tokens.map((t) => [t, 1000]));
  const timer = setInterval(() => {
    const timestamp = new Date().toISOString();
    for (const token of tokens) {
      const last_price = prices.get(token) + (Math.random() - 0.5);
      prices.set(token, last_price);
      const tick = { instrument_token: token, last_price, ohlc: { open: 1000, high: 1001, low: 999, close: 1000 }, change: last_price - 1000, change_percent: (last_price - 1000) / 10, volume: 0, timestamp };
      server.to(`t:${token}`).emit('market_data', tick);
    }
  }, INTERVAL_MS);
  const url = `http://127.0.0.1:${http.address().port}`;
  const result = await measure(url, (user) => ({ auth: { user } }), async () => {});
  clearInterval(timer);
  await new Promise((r) => server.close(() => r()));
  return result;
}

/** Scenario (b): the real market service, NATS and the gateway, clients signed in as real users. */
async function fullPath(infra, picks) {
  const logger = createLogger({ service: 'bench', level: 'warn' });
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: String(INTERVAL_MS),
    QUOTE_FLUSH_INTERVAL_MS: '60000',
    ALLOW_REGISTRATION: 'true',
    LOG_LEVEL: 'warn',
  };
  const start = (module, queue) => startService(module, { queue, natsUrl: infra.natsUrl, instance: `bench-${queue}`, logger, readinessSubject: serviceSubjects(queue).health });
  const auth = await start(AuthModule.forRoot(loadAuthConfig(env), logger), 'auth');
  const market = await start(MarketModule.forRoot(loadMarketConfig(env), logger), 'market');
  const gateway = await createGateway(loadGatewayConfig({ ...env, PORT: '0' }), logger);
  await gateway.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${gateway.getHttpServer().address().port}`;

  const nc = await connect({ servers: infra.natsUrl });
  const rpc = new RpcClient(nc, 30000);
  const cookies = [];
  for (let u = 0; u < USERS; u++) {
    const email = `bench.user${u}@example.com`;
    await rpc.request(AUTH_SUBJECTS.register, { body: { email, password: 'Bench12345' } });
    const session = await rpc.request(AUTH_SUBJECTS.login, { email, password: 'Bench12345', client: { ip: '127.0.0.1' } });
    cookies.push(`access_token=${session.tokens.accessToken}`);
  }
  const result = await measure(url, (user) => ({ extraHeaders: { cookie: cookies[user] } }), async () => {
    for (let u = 0; u < USERS; u++) {
      const res = await fetch(`${url}/api/websocket/subscribe`, {
        method: 'POST',
        headers: { cookie: cookies[u], 'content-type': 'application/json' },
        body: JSON.stringify({ instruments: picks[u] }),
      });
      if (!res.ok) throw new Error(`subscribe failed: ${res.status} ${await res.text()}`);
    }
  });
  await nc.close();
  await gateway.close();
  await market.close();
  await auth.close();
  return result;
}

async function streamedTokens(infra) {
  // Start the real service once so it migrates and loads the bundled master, then read what it streams.
  const logger = createLogger({ service: 'bench', level: 'warn' });
  const env = { NODE_ENV: 'test', DATABASE_URL: infra.databaseUrl, NATS_URL: infra.natsUrl, HEALTH_PORT: '0', LOG_LEVEL: 'warn', MARKET_FEED: 'simulator' };
  const market = await startService(MarketModule.forRoot(loadMarketConfig(env), logger), { queue: 'market', natsUrl: infra.natsUrl, instance: 'bench-probe', logger, readinessSubject: serviceSubjects('market').health });
  await market.close();
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  const { rows } = await db.query('SELECT instrument_token::int AS t FROM market.instruments WHERE last_price > 0 ORDER BY 1');
  await db.end();
  return rows.map((r) => r.t);
}

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d }) : 'n/a');

const infra = await setUpBenchInfra();
try {
  const tokens = await streamedTokens(infra);
  if (tokens.length < PER_CLIENT) throw new Error(`only ${tokens.length} instruments are priced; need ${PER_CLIENT}`);
  const picks = Array.from({ length: USERS }, (_, u) => picksFor(u, tokens));
  const expected = (CLIENTS * PER_CLIENT * 1000) / INTERVAL_MS;
  console.log(`tick fan-out: ${CLIENTS} clients (${USERS} users), ${PER_CLIENT} instruments each, a tick per instrument every ${INTERVAL_MS} ms, ${SECONDS} s`);
  console.log(`offered load: ${fmt(expected)} ticks/s to deliver\n`);
  const bare = await bareBaseline(tokens, picks);
  const full = await fullPath(infra, picks);
  const rows = [
    ['bare Socket.IO server (baseline)', fmt(bare.perSecond), fmt(bare.p50, 1), fmt(bare.p99, 1)],
    ['market -> NATS -> gateway -> clients', fmt(full.perSecond), fmt(full.p50, 1), fmt(full.p99, 1)],
    ['ratio full / baseline', fmt(full.perSecond / bare.perSecond, 2), fmt(full.p50 / bare.p50, 2), fmt(full.p99 / bare.p99, 2)],
  ];
  const head = ['scenario', 'delivered ticks/s', 'p50 latency ms', 'p99 latency ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of rows) console.log(line(r));
} finally {
  await infra.close();
}
process.exit(0);
