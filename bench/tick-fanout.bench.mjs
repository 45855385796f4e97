// Tick fan-out: market service -> NATS -> gateway -> 1,000 Socket.IO clients, each subscribed to 50
// instruments, against a bare Socket.IO server pushing the same events to the same clients, both in
// this run on this machine. The services, the bare server and the clients each run in processes of
// their own; the clients hold sockets to both servers at once and the two feeds take turns, so a burst
// of other work on the machine lands on both sides. Knobs: BENCH_CLIENTS (1000), BENCH_USERS (20),
// BENCH_INSTRUMENTS per client (50), BENCH_INTERVAL_MS between feed frames (500), BENCH_SECONDS per
// scenario (10), BENCH_ROUNDS (2), BENCH_EVENTS (batch: one market_data_batch per frame, as the web app
// asks; tick: one market_data per tick), BENCH_CLIENT_PROCESSES (2).
import { MARKET_SUBJECTS } from '@app/contracts';
import { ask, cpuSeconds, forkBench, pause, setUpBenchInfra, startStack, stopForked } from './bench-infra.mjs';
import { cpuLine, fmt, ratio, report } from './report.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const USERS = Math.min(CLIENTS, Number(process.env.BENCH_USERS ?? 20));
const PER_CLIENT = Number(process.env.BENCH_INSTRUMENTS ?? 50);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const EVENT = (process.env.BENCH_EVENTS ?? 'batch') === 'tick' ? 'market_data' : 'market_data_batch';
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const SETTLE_MS = 1500;
// Ticks of a window that arrive later than this after it are counted as not delivered.
const GRACE_MS = 2000;

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

/** p-th percentile of a histogram given as [value, count] pairs. */
function percentile(histogram, p) {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  let seen = 0;
  for (const [value, n] of sorted) if ((seen += n) > (p / 100) * total) return value;
  return NaN;
}

const infra = await setUpBenchInfra();
const stack = await startStack(infra, ['auth', 'market', 'gateway'], {
  SIMULATOR_INTERVAL_MS: String(INTERVAL_MS),
  QUOTE_FLUSH_INTERVAL_MS: '60000',
});
const bare = forkBench('bare-socket-server.mjs');
const clientProcs = Array.from({ length: CLIENT_PROCESSES }, () => forkBench('socket-clients.mjs'));
try {
  const { market_data: quotes } = await stack.rpc.request(MARKET_SUBJECTS.overview, {});
  const priced = quotes
    .filter((q) => q.last_price > 0 && q.ohlc?.close > 0)
    .sort((a, b) => a.instrument_token - b.instrument_token);
  const tokens = priced.map((q) => q.instrument_token);
  if (tokens.length < PER_CLIENT) throw new Error(`only ${tokens.length} instruments are priced; need ${PER_CLIENT}`);
  const picks = Array.from({ length: USERS }, (_, u) => picksFor(u, tokens));
  const users = [];
  for (let u = 0; u < USERS; u++) users.push(await stack.signUp(`bench.ticks${u}@example.com`));
  const sample = priced.map((q) => ({
    instrument_token: q.instrument_token,
    last_price: q.last_price,
    ohlc: q.ohlc,
    volume: q.volume ?? 0,
  }));
  const { port } = await ask(bare, { type: 'listen', picks, quotes: sample, intervalMs: INTERVAL_MS, event: EVENT });

  const batch = EVENT === 'market_data_batch';
  const started = Date.now();
  await Promise.all(
    clientProcs.map(async (proc, p) => {
      const mine = Array.from({ length: CLIENTS }, (_, c) => c).filter((c) => c % CLIENT_PROCESSES === p);
      await ask(proc, {
        type: 'connect',
        target: 'bare',
        url: `http://127.0.0.1:${port}`,
        event: EVENT,
        clients: mine.map((c) => ({ auth: { user: c % USERS, batch } })),
      });
      await ask(proc, {
        type: 'connect',
        target: 'full',
        url: stack.url,
        event: EVENT,
        clients: mine.map((c) => ({ auth: { batch }, headers: { cookie: users[c % USERS].cookie } })),
      });
    }),
  );
  const connectSeconds = (Date.now() - started) / 1000;
  const streaming = async (on) => {
    await Promise.all(
      users.map(async (user, u) => {
        const call = (path, body) =>
          fetch(`${stack.url}/api/websocket/${path}`, {
            method: 'POST',
            headers: { cookie: user.cookie, 'content-type': 'application/json' },
            body: body && JSON.stringify(body),
          });
        const res =
          on === 'subscribe' ? await call('subscribe', { instruments: picks[u] }) : await call(on ? 'start' : 'stop');
        if (!res.ok) throw new Error(`websocket ${on} failed: ${res.status} ${await res.text()}`);
      }),
    );
  };
  await streaming('subscribe');
  await streaming(false);

  const scenarios = [
    { name: 'bare', switch: (on) => ask(bare, { type: 'feed', on }), pids: { 'bare server': bare.pid } },
    {
      name: 'full',
      switch: (on) => streaming(on),
      pids: { gateway: stack.pids.gateway, market: stack.pids.market, 'nats-server': infra.natsPid },
    },
  ];
  const clientPids = Object.fromEntries(
    clientProcs.map((p, i) => [`clients${CLIENT_PROCESSES > 1 ? i + 1 : ''}`, p.pid]),
  );
  const results = Object.fromEntries(
    scenarios.map((s) => [s.name, { count: 0, seconds: 0, histogram: new Map(), disconnected: new Set(), cpu: {} }]),
  );
  for (let r = 0; r < ROUNDS; r++) {
    for (const s of scenarios) {
      await s.switch(true);
      await pause(SETTLE_MS);
      const windowMs = Math.round((SECONDS * 1000) / ROUNDS / INTERVAL_MS) * INTERVAL_MS;
      const from = Date.now() + 100;
      await Promise.all(clientProcs.map((p) => ask(p, { type: 'start', target: s.name, from, to: from + windowMs })));
      await pause(from - Date.now());
      const before = cpuSeconds({ ...s.pids, ...clientPids });
      await pause(windowMs);
      const after = cpuSeconds({ ...s.pids, ...clientPids });
      await pause(GRACE_MS);
      const stops = await Promise.all(clientProcs.map((p) => ask(p, { type: 'stop', target: s.name })));
      await s.switch(false);
      const acc = results[s.name];
      acc.seconds += windowMs / 1000;
      for (const x of stops) {
        acc.count += x.count;
        if (x.disconnected) acc.disconnected.add(x.disconnected);
        for (const [ms, n] of x.histogram) acc.histogram.set(ms, (acc.histogram.get(ms) ?? 0) + n);
      }
      for (const k of Object.keys(after)) acc.cpu[k] = (acc.cpu[k] ?? 0) + after[k] - before[k];
    }
  }
  const figures = (acc) => ({
    perSecond: acc.count / acc.seconds,
    p50: percentile(acc.histogram, 50),
    p99: percentile(acc.histogram, 99),
    cpu: Object.fromEntries(Object.entries(acc.cpu).map(([k, v]) => [k, (100 * v) / acc.seconds])),
  });
  const b = figures(results.bare);
  const f = figures(results.full);
  const offered = (CLIENTS * PER_CLIENT * 1000) / INTERVAL_MS;
  const row = (name, x) => [
    name,
    fmt(x.perSecond, 0),
    fmt((100 * x.perSecond) / offered, 1),
    fmt(x.p50, 0),
    fmt(x.p99, 0),
  ];
  const lost = scenarios
    .filter((s) => results[s.name].disconnected.size > 0)
    .map((s) => `${s.name}: ${[...results[s.name].disconnected].join('; ')}`);
  report({
    title: 'Tick fan-out',
    setup: `tick fan-out: ${fmt(CLIENTS, 0)} sockets (${USERS} users), ${PER_CLIENT} instruments each, a frame every ${INTERVAL_MS} ms as ${EVENT} events, ${SECONDS} s of frames per scenario in ${ROUNDS} turns (a tick counts if it arrives within ${GRACE_MS / 1000} s of its window); offered ${fmt(offered, 0)} ticks/s; clients in ${CLIENT_PROCESSES} process(es), ${fmt(CLIENTS * 2, 0)} sockets opened in ${fmt(connectSeconds, 1)} s`,
    head: ['scenario', 'delivered ticks/s', '% of offered', 'p50 latency ms', 'p99 latency ms'],
    rows: [
      row('bare Socket.IO server (baseline)', b),
      row('market -> NATS -> gateway -> clients', f),
      ['ratio full / baseline', ratio(f.perSecond, b.perSecond), '', ratio(f.p50, b.p50), ratio(f.p99, b.p99)],
    ],
    notes: [
      `CPU in % of one core: baseline: ${cpuLine(b.cpu, 0, '%')}; full: ${cpuLine(f.cpu, 0, '%')}`,
      ...(lost.length ? [`sockets disconnected during the run: ${lost.join('; ')}`] : []),
      // This load (the simulator's rate, 20 users) saturates nothing, so the old bar it met says little: issue
      // 23's goal (>= 4x a room-per-instrument server and >= 300,000 recipient-ticks/s at p99 <= 50 ms) needs
      // the rate sweep this bench does not do yet, so no PASS is printed for it.
      `old bar, full delivered ticks/s at least 1/2 of the baseline: ${f.perSecond * 2 >= b.perSecond ? 'met' : 'NOT met'}; issue 23's goal (sweep to 40,000 ticks/s in, 1,000 users): NOT MEASURED, no verdict`,
    ],
  });
} finally {
  await Promise.all(clientProcs.map((p) => ask(p, { type: 'close' }).catch(() => {})));
  await Promise.all(clientProcs.map(stopForked));
  await stopForked(bare);
  await stack.stop();
  await infra.close();
}
process.exit(0);
