// Alerts engine at scale (issue 23): 1,000,000 targets over 5,000 instruments, spread uniformly and
// Zipf-skewed, seeded straight into the alerts schema of a throwaway database. The real engine runs in
// its own process (alerts-engine-host.mjs: the alerts service's module, its repositories and
// Postgres, its NATS connection) and gets 200 tick batches of one tick per instrument through its
// entry point, AlertsEngine.enqueue, the method every NATS tick batch reaches; each batch is
// evaluated, its state kept and every fire claimed and stored in Postgres before the next goes in. The
// market walks with gaps of 2-7 % through many targets, gaps back up that re-arm them, dips below the
// price between ticks, and targets still in a cooldown: the gap, re-arm and cooldown paths all run.
//
// Baseline, in the same run and on the same sample: a reference replay of the rules written in the
// bench (alerts-reference.mjs), a scan of every target of the instrument on every tick. Its fires are
// also the expected result: the alerts stored by the engine must equal them, entry for entry and
// time for time (no missed crossing, no duplicate), and the targets left triggered must match.
// Figures are ticks evaluated per CPU-second of the engine's process; the longest batch is the
// longest a batch held the engine. Rounds alternate reference and engine, each round from the seeded
// state. The engine's process is pinned to core 1 and this one to core 0 where `taskset` exists
// (Postgres is not pinned; its backends' CPU is printed). Goal: >= 500,000 ticks/s per core in both
// scenarios and the fired set equal to the reference's in every round. Knobs: BENCH_ROUNDS (3),
// BENCH_SCENARIOS ("uniform,zipf"), and those of alerts-scenario.mjs.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { answerOf, ask, cpuSeconds, forkBench, setUpBenchInfra, stopForked } from './bench-infra.mjs';
import { compareFires, referenceTargets, replay } from './alerts-reference.mjs';
import { BATCHES, INSTRUMENTS, TARGETS, resetTargets, seedTargets, tickBatches } from './alerts-scenario.mjs';
import { fmt, report } from './report.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'uniform,zipf').split(',');
const GOAL_PER_CORE = 500_000;

const pin = (pid, core) => spawnSync('taskset', ['-cp', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${fmt(Math.min(...xs), 0)}-${fmt(Math.max(...xs), 0)}`;

const infra = await setUpBenchInfra();
const host = forkBench('alerts-engine-host.mjs', {
  DATABASE_URL: infra.databaseUrl,
  NATS_URL: infra.natsUrl,
  LOG_LEVEL: 'error',
  RPC_TIMEOUT_MS: '1000',
  // --expose-gc: the host collects the start-up garbage before the measured feed.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --max-old-space-size=6144`,
});
await answerOf(host, 'ready');
const pinned = pin(host.pid, 1) && pin(process.pid, 0);
// The first start on the empty database runs the alerts migrations.
await ask(host, { type: 'round' });
await ask(host, { type: 'close' });
const db = new pg.Client({ connectionString: infra.databaseUrl });
await db.connect();
const batches = tickBatches();
const ticksPerRound = batches.reduce((n, b) => n + b.length, 0);

/** CPU seconds of each Postgres backend serving the engine (every connection to the bench database but this one). */
async function postgresCpu() {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return cpuSeconds(Object.fromEntries(rows.map((r) => [r.pid, r.pid])));
}

async function engineRound() {
  await resetTargets(db);
  const loaded = await ask(host, { type: 'round' });
  const before = await postgresCpu();
  const done = await ask(host, { type: 'go' });
  const after = await postgresCpu();
  const postgres = Object.entries(after).reduce((s, [pid, cpu]) => s + cpu - (before[pid] ?? 0), 0);
  const { rows: alerts } = await db.query(
    'SELECT entry_id, (extract(epoch FROM triggered_at) * 1000)::bigint AS at FROM alerts.alerts',
  );
  const {
    rows: [{ n }],
  } = await db.query("SELECT count(*)::int AS n FROM alerts.watchlist_entries WHERE state = 'triggered'");
  await ask(host, { type: 'close' });
  return { ...loaded, ...done, postgres, stored: alerts.map((a) => `${a.entry_id}@${a.at}`), triggered: n };
}

function referenceRound(byToken) {
  const cpu0 = process.cpuUsage();
  const ref = replay(byToken, batches);
  const u = process.cpuUsage(cpu0);
  return { ...ref, cpu: (u.user + u.system) / 1e6 };
}

const rows = [];
const notes = [];
const verdicts = [];
for (const kind of SCENARIOS) {
  const seedStarted = performance.now();
  await seedTargets(db, kind);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { rows: stored } = await db.query(
    'SELECT id, instrument_token, target_price, state, last_fired_at FROM alerts.watchlist_entries',
  );
  const byToken = referenceTargets(stored);
  const refs = [];
  const engines = [];
  for (let r = 0; r < ROUNDS; r++) {
    refs.push(referenceRound(byToken));
    engines.push(engineRound());
    engines[r] = await engines[r];
    const e = engines[r];
    const c = compareFires(refs[r].fired, e.stored);
    Object.assign(e, c, { triggeredOk: e.triggered === refs[r].triggered });
    console.log(
      `${kind} round ${r + 1}: engine ${fmt(e.ticks / e.cpu, 0)} ticks/CPU-s (after loading, idle in ${fmt(e.settleSeconds, 1)} s with ${fmt(e.settleCpu, 2)} CPU-s of collection${e.settleThreads ? ` (${fmt(e.settleThreads.others, 2)} off the main thread)` : ''}; feed CPU ${fmt(e.cpu, 2)} s${e.threads ? `, ${fmt(e.threads.main, 2)} on the main thread` : ''}; wall ${fmt(e.wall, 2)} s, longest batch ${fmt(e.maxStall, 0)} ms, Postgres ${fmt(e.postgres, 2)} CPU-s), ${fmt(e.stored.length, 0)} fires stored, missed ${c.missed}, extra ${c.extra}; reference ${fmt(ticksPerRound / refs[r].cpu, 0)} ticks/CPU-s`,
    );
  }
  const ref = refs[0];
  const perCore = engines.map((e) => e.ticks / e.cpu);
  const refPerCore = refs.map((x) => ticksPerRound / x.cpu);
  const missed = Math.max(...engines.map((e) => e.missed));
  const extra = Math.max(...engines.map((e) => e.extra));
  const triggeredOk = engines.every((e) => e.triggeredOk);
  rows.push(
    [
      `${kind}: reference replay (baseline)`,
      fmt(median(refPerCore), 0),
      spread(refPerCore),
      '',
      '',
      fmt(ref.fired.length, 0),
      '',
      fmt(median(refs.map((x) => x.cpu)), 2),
    ],
    [
      `${kind}: AlertsEngine + Postgres`,
      fmt(median(perCore), 0),
      spread(perCore),
      fmt(median(engines.map((e) => e.ticks / e.wall)), 0),
      `${fmt(median(engines.map((e) => e.maxStall)), 0)} (max ${fmt(Math.max(...engines.map((e) => e.maxStall)), 0)})`,
      fmt(median(engines.map((e) => e.stored.length)), 0),
      `${missed} / ${extra}`,
      `${fmt(median(engines.map((e) => e.cpu)), 2)} + Postgres ${fmt(median(engines.map((e) => e.postgres)), 2)}`,
    ],
  );
  notes.push(
    `${kind}: ${fmt(engines[0].targets, 0)} targets (seeded in ${fmt(seedSeconds, 0)} s, loaded by the engine in ${fmt(median(engines.map((e) => e.loadSeconds)), 1)} s); the reference fires ${fmt(ref.fired.length, 0)}, suppresses ${fmt(ref.suppressed, 0)} in cooldown, re-arms ${fmt(ref.rearmed, 0)}, widest gap ${fmt(ref.widest, 0)} targets in one tick; targets left triggered ${triggeredOk ? 'equal' : 'DIFFER'}.`,
  );
  const ok = median(perCore) >= GOAL_PER_CORE && missed === 0 && extra === 0 && triggeredOk;
  verdicts.push(ok);
  notes.push(
    `${ok ? 'PASS' : 'FAIL'} ${kind}: ${fmt(median(perCore), 0)} ticks/s per engine core (goal >= ${fmt(GOAL_PER_CORE, 0)}), fired set ${missed === 0 && extra === 0 ? 'equal to' : 'DIFFERENT from'} the reference's in every round (missed ${missed}, extra ${extra}); longest batch ${fmt(Math.max(...engines.map((e) => e.maxStall)), 0)} ms.`,
  );
}
await db.end();
await stopForked(host);
await infra.close();

report({
  title: 'Alerts engine',
  setup: `${fmt(TARGETS, 0)} targets over ${fmt(INSTRUMENTS, 0)} instruments, ${BATCHES} batches of ${fmt(INSTRUMENTS, 0)} ticks (${fmt(ticksPerRound, 0)} ticks) through AlertsEngine with its Postgres writes, ${ROUNDS} rounds alternating with the reference replay (median, spread min-max)${pinned ? '; engine pinned to core 1, bench to core 0' : '; not pinned (no taskset)'}`,
  head: [
    'scenario',
    'ticks/s per core',
    'spread',
    'ticks/s wall',
    'longest batch ms',
    'fires',
    'missed / extra',
    'CPU s',
  ],
  rows,
  notes: [...notes, `${verdicts.every(Boolean) ? 'PASS' : 'FAIL'} alerts engine (issue 23 goal)`],
});
