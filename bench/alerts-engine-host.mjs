// The alerts bench's engine process: the alerts service's own Nest module (its repositories, unit of
// work, NATS connection and AlertsEngine) built from the build output against the bench database and
// NATS server. Each round it starts the module (the engine loads every target at bootstrap, as in
// production), then hands the engine the bench's tick batches one after another through its entry
// point, each batch at its own virtual time, and waits for each to be evaluated and written.
// Driven over IPC by alerts-engine.bench.mjs: `round` starts the module, `go` feeds, `close` stops it.
// BENCH_FEED_PROFILE=<file> writes a CPU profile of the last feed.
import 'reflect-metadata';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { NestFactory } from '@nestjs/core';
import { createLogger } from '@app/common';
import { AlertsModule } from '../apps/alerts/dist/alerts.module.js';
import { loadAlertsConfig } from '../apps/alerts/dist/config/alerts.config.js';
import { AlertsEngine } from '../apps/alerts/dist/evaluator/alerts-engine.js';
import { STEP_MS, T0, tickBatches } from './alerts-scenario.mjs';
import { percentileOfSorted } from './report.mjs';

const config = loadAlertsConfig({ ...process.env, HEALTH_PORT: '0', METRICS_PORT: '0', SEED_DEMO: 'false' });
const logger = createLogger({ service: 'alerts', level: 'error', instance: 'bench' });
const batches = tickBatches();
let app;
let engine;

const cpuSeconds = (u) => (u.user + u.system) / 1e6;
const TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc's CPU times

/**
 * CPU seconds of this process's main thread and of its other threads (V8's collector helpers among them).
 * Read from /proc/self/task: /proc/<pid>/stat, which bench-infra's cpuSeconds reads, sums every thread.
 */
function threadCpu() {
  const split = { main: 0, others: 0 };
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      split[Number(tid) === process.pid ? 'main' : 'others'] += seconds;
    }
  } catch {
    return null; // not Linux: the split is left out
  }
  return split;
}
const threadCpuSince = (before) => {
  const now = threadCpu();
  return now && before ? { main: now.main - before.main, others: now.others - before.others } : null;
};

async function load() {
  const started = performance.now();
  app = await NestFactory.createApplicationContext(AlertsModule.forRoot(config, logger), { logger: false });
  engine = app.get(AlertsEngine);
  // The start-up evaluation of the latest prices (the market service is not running here) must end first.
  await engine.settled();
  globalThis.gc?.();
  const settled = await quiet();
  return { targets: engine.index.size, loadSeconds: (performance.now() - started) / 1000, ...settled };
}

/**
 * Waits until the process is idle: the collection after loading frees most of a gigabyte, and V8 sweeps
 * those pages on background threads afterwards, CPU that process.cpuUsage would otherwise charge to the
 * feed measured next. Idle means under 5 ms of CPU in a 100 ms window (at most 10 s).
 */
async function quiet() {
  const began = performance.now();
  const cpu0 = process.cpuUsage();
  const threads0 = threadCpu();
  for (let i = 0; i < 100; i++) {
    const w0 = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 100));
    if (cpuSeconds(process.cpuUsage(w0)) < 0.005) break;
  }
  return {
    settleSeconds: (performance.now() - began) / 1000,
    settleCpu: cpuSeconds(process.cpuUsage(cpu0)),
    settleThreads: threadCpuSince(threads0),
  };
}

/** With BENCH_FEED_PROFILE=<file>, a CPU profile of the feed alone (not the start-up) goes there. */
async function profiled(work) {
  const file = process.env.BENCH_FEED_PROFILE;
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await work();
  writeFileSync(file, JSON.stringify((await session.post('Profiler.stop')).profile));
  session.disconnect();
  return result;
}

async function feed() {
  let virtual = T0;
  engine.clock = () => virtual;
  const stalls = [];
  const cpu0 = process.cpuUsage();
  const threads0 = threadCpu();
  const started = performance.now();
  for (let b = 0; b < batches.length; b++) {
    virtual = T0 + b * STEP_MS;
    const t = performance.now();
    engine.enqueue(batches[b]);
    await engine.settled();
    stalls.push(performance.now() - t);
  }
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(process.cpuUsage(cpu0));
  const ticks = batches.reduce((n, b) => n + b.length, 0);
  stalls.sort((a, b) => a - b);
  return {
    ticks,
    wall,
    cpu,
    threads: threadCpuSince(threads0),
    maxStall: stalls.at(-1),
    p99Stall: percentileOfSorted(stalls, 99),
  };
}

process.on('message', async (m) => {
  try {
    if (m.type === 'round') process.send({ type: 'round', ...(await load()) });
    if (m.type === 'go') process.send({ type: 'go', ...(await profiled(feed)) });
    if (m.type === 'close') {
      await app.close();
      app = engine = undefined;
      process.send({ type: 'close' });
    }
  } catch (e) {
    process.send({ type: 'error', message: e.stack ?? String(e) });
  }
});
process.send({ type: 'ready' });
// Exit (rather than die) on the bench's stop, so exit hooks such as --cpu-prof still run.
process.once('SIGTERM', () => process.exit(0));
