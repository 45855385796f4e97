// Full-universe feed: the market service's simulator streaming every instrument of the bundled master at
// its liquidity tier's rate (SIMULATOR_UNIVERSE=all) next to the same service streaming the core set once
// a step (core, the baseline), in alternating rounds in this run. For each: the ticks/s offered on NATS,
// the CPU of the market process (and of the gateway and nats-server), and the share of the published
// ticks of a few hundred instruments that reached every socket subscribed to them through the gateway.
// Servers on core 0, the socket clients and this process on core 1 where `taskset` exists.
// Knobs: BENCH_USERS (10), BENCH_SOCKETS_PER_USER (2), BENCH_SECONDS per scenario (6), BENCH_ROUNDS (3).
import { connect } from '@nats-io/transport-node';
import { MARKET_EVENTS } from '@app/contracts';
import { loadBundledInstruments, snapshotPricedTokens } from '../apps/market/dist/instruments/bundled-instruments.js';
import {
  expectedTicksPerSecond,
  tierContext,
  tierCounts,
  tierOf,
} from '../apps/market/dist/feeds/simulator/liquidity-tier.js';
import {
  ask,
  cpuSeconds,
  forkBench,
  pause,
  pinServersAndLoad,
  setUpBenchInfra,
  startStack,
  stopForked,
} from './bench-infra.mjs';
import { cpuLine, fmt, report } from './report.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 10);
const SOCKETS_PER_USER = Number(process.env.BENCH_SOCKETS_PER_USER ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const INTERVAL_MS = 200;
/** Instruments every user watches, by tier: a watchlist's mix of index names, F&O stocks and small caps. */
const PICKS = { 1: 30, 2: 70, 3: 200 };
const SETTLE_MS = 1500;
// Ticks stamped in the window that arrive later than this after it count as not delivered.
const GRACE_MS = 2000;
const OFFERED_BAND = [5000, 20000];

const universe = loadBundledInstruments(new Date());
const priced = snapshotPricedTokens();
const context = tierContext(
  universe,
  universe.filter((i) => priced.has(i.instrument_token)),
);
const counts = tierCounts(universe, context);
const expected = expectedTicksPerSecond(universe, context);
/** Evenly spaced picks through each tier, by token, so both runs watch the same instruments. */
const picks = Object.entries(PICKS).flatMap(([tier, n]) => {
  const rows = universe.filter((i) => tierOf(i, context) === Number(tier)).map((i) => i.instrument_token);
  rows.sort((a, b) => a - b);
  return Array.from({ length: n }, (_, k) => rows[Math.floor((k * rows.length) / n)]);
});
const picked = new Set(picks);

const infra = await setUpBenchInfra();
const nc = await connect({ servers: infra.natsUrl });
const clients = forkBench('socket-clients.mjs');
const results = { core: [], all: [] };
let pinned = true;
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const mode of ['core', 'all']) results[mode].push(await measure(mode, round));
} finally {
  await ask(clients, { type: 'close' }).catch(() => {});
  await stopForked(clients);
  await nc.close();
  await infra.close();
}

/** One round of one mode: a stack of its own, the sockets subscribed, then the window counted. */
async function measure(mode, round) {
  const target = `${mode}${round}`;
  const stack = await startStack(infra, ['auth', 'market', 'gateway'], {
    SIMULATOR_UNIVERSE: mode,
    SIMULATOR_INTERVAL_MS: String(INTERVAL_MS),
  });
  pinned = pinServersAndLoad([...Object.values(stack.pids), infra.natsPid], [clients.pid]) && pinned;
  try {
    const users = [];
    for (let u = 0; u < USERS; u++) users.push(await stack.signUp(`bench.universe.${target}.${u}@example.com`));
    const sockets = users.flatMap((user) =>
      Array.from({ length: SOCKETS_PER_USER }, () => ({ auth: { batch: true }, headers: { cookie: user.cookie } })),
    );
    await ask(clients, {
      type: 'connect',
      target,
      url: stack.url,
      event: 'market_data_batch',
      clients: sockets,
    });
    for (const user of users) {
      const res = await fetch(`${stack.url}/api/websocket/subscribe`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ instruments: picks }),
      });
      if (!res.ok) throw new Error(`subscribe failed: ${res.status} ${await res.text()}`);
    }
    await pause(SETTLE_MS);
    const from = Date.now() + 100;
    const to = from + SECONDS * 1000;
    const published = { all: 0, picked: 0, messages: 0 };
    const sub = nc.subscribe(MARKET_EVENTS.ticks, {
      callback: (_e, msg) => {
        published.messages++;
        for (const t of msg.json().ticks) {
          const at = Date.parse(t.timestamp);
          if (at < from || at >= to) continue;
          published.all++;
          if (picked.has(t.instrument_token)) published.picked++;
        }
      },
    });
    await ask(clients, { type: 'start', target, from, to });
    await pause(from - Date.now());
    const pids = { market: stack.pids.market, gateway: stack.pids.gateway, 'nats-server': infra.natsPid };
    const before = cpuSeconds(pids);
    await pause(to - Date.now());
    const after = cpuSeconds(pids);
    await pause(GRACE_MS);
    sub.unsubscribe();
    const stop = await ask(clients, { type: 'stop', target, close: true });
    return {
      offered: published.all / SECONDS,
      pickedPerSecond: published.picked / SECONDS,
      expectedDeliveries: published.picked * sockets.length,
      delivered: stop.count,
      messages: published.messages,
      disconnected: stop.disconnected,
      cpu: Object.fromEntries(Object.keys(pids).map((k) => [k, (100 * (after[k] - before[k])) / SECONDS])),
    };
  } finally {
    await stack.stop();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs, digits = 0) =>
  `${fmt(median(xs), digits)} (${fmt(Math.min(...xs), digits)}-${fmt(Math.max(...xs), digits)})`;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
/** A mode's rounds as one: medians of the rates and CPU, sums of the deliveries. */
const pooled = (rs) => ({
  rounds: rs,
  offered: median(rs.map((r) => r.offered)),
  cpu: Object.fromEntries(Object.keys(rs[0].cpu).map((k) => [k, median(rs.map((r) => r.cpu[k]))])),
  expectedDeliveries: sum(rs.map((r) => r.expectedDeliveries)),
  delivered: sum(rs.map((r) => r.delivered)),
  disconnected: rs
    .map((r) => r.disconnected)
    .filter(Boolean)
    .join(', '),
});
const share = (r) => (r.expectedDeliveries > 0 ? (100 * r.delivered) / r.expectedDeliveries : NaN);
const row = (name, r) => [
  name,
  spread(r.rounds.map((x) => x.offered)),
  spread(r.rounds.map((x) => x.cpu.market)),
  spread(r.rounds.map((x) => x.pickedPerSecond)),
  `${fmt(r.delivered, 0)} / ${fmt(r.expectedDeliveries, 0)}`,
  fmt(share(r), 2),
];
const core = pooled(results.core);
const all = pooled(results.all);
const offeredOk = all.rounds.every((r) => r.offered >= OFFERED_BAND[0] && r.offered <= OFFERED_BAND[1]);
const deliveredOk = [...all.rounds, ...core.rounds].every((r) => r.delivered === r.expectedDeliveries);
const sockets = USERS * SOCKETS_PER_USER;
report({
  title: 'Full-universe feed',
  setup: `full-universe feed: the market service's simulator on the bundled master (${fmt(universe.length, 0)} instruments; tier 1 ${counts[1]}, tier 2 ${counts[2]}, tier 3 ${counts[3]}; the tiers' expected rate ${fmt(expected, 0)} ticks/s), a step every ${INTERVAL_MS} ms, always open, ${SECONDS} s per scenario, ${ROUNDS} alternating rounds (core, the baseline, then all; median (min-max), deliveries summed); ${sockets} sockets (${USERS} users) each subscribed to the same ${picks.length} instruments (${PICKS[1]} tier 1, ${PICKS[2]} tier 2, ${PICKS[3]} tier 3) through the gateway as market_data_batch; a tick counts when stamped in the window and received within ${GRACE_MS / 1000} s after it; ${pinned ? 'servers and NATS on core 0, socket clients and this script on core 1' : 'not pinned (taskset unavailable)'}`,
  head: [
    'scenario',
    'offered ticks/s on NATS',
    'market CPU %',
    'ticks/s of the watched instruments',
    'delivered / published x sockets',
    'delivered %',
  ],
  rows: [row('core set, once a step (baseline)', core), row('whole universe, tiered rates', all)],
  notes: [
    `CPU in % of one core (medians): core: ${cpuLine(core.cpu, 0, '%')}; all: ${cpuLine(all.cpu, 0, '%')}`,
    `tick messages on NATS over the window and its grace, per round: core ${core.rounds.map((r) => r.messages).join(' / ')}, all ${all.rounds.map((r) => r.messages).join(' / ')} (one per step; a step over 2,000 ticks goes in slices)`,
    ...[core, all].filter((r) => r.disconnected).map((r) => `sockets disconnected: ${r.disconnected}`),
    `offered ticks/s within ${OFFERED_BAND.join('-')} in every round: ${offeredOk ? 'PASS' : 'FAIL'} (${spread(all.rounds.map((r) => r.offered))}); every published tick of the watched instruments delivered to every socket in every round: ${deliveredOk ? 'PASS' : 'FAIL'} (${fmt(share(all), 2)} %); market CPU with the whole universe ${fmt(all.cpu.market, 0)} % of one core against ${fmt(core.cpu.market, 0)} % for the core set`,
  ],
});
process.exit(0);
