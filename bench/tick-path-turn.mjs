// One turn of the tick bench: one side (bare server or gateway) fed at one offered rate for one counted
// window, and what it delivered, how late, what the gateway dropped at its buffer cap, how its control
// routes answered meanwhile, and the CPU each process spent.
import { ask, cpuSeconds, pause } from './bench-infra.mjs';
import { controlCalls, percentile } from './tick-path-figures.mjs';

// Frames before the counted window, so it starts in a steady state.
const SETTLE_MS = 500;
// Ticks of the window that arrive later than this after it count as not delivered.
const GRACE_MS = 1000;
// After a turn, the server must be this idle before the next one starts, so a backlog of one side's
// turn never lands in the other's.
const IDLE_SHARE = 0.15;
const IDLE_WAIT_MS = 8000;

/**
 * Ticks the gateway left out at its buffer cap so far, from its Prometheus counter. Tried again once:
 * the metrics server may close an idle kept-alive connection just as fetch reuses it.
 */
async function droppedTicks(metricsPort, retry = true) {
  let text;
  try {
    text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  } catch (e) {
    if (!retry) throw e;
    return droppedTicks(metricsPort, false);
  }
  const line = text.split('\n').find((l) => l.startsWith('trading_ticks_dropped_total '));
  return line ? Number(line.split(' ')[1]) : NaN;
}

async function untilIdle(pid) {
  const deadline = Date.now() + IDLE_WAIT_MS;
  for (;;) {
    const before = cpuSeconds({ pid }).pid;
    await pause(200);
    if ((cpuSeconds({ pid }).pid - before) / 0.2 < IDLE_SHARE || Date.now() > deadline) return;
  }
}

export async function runTurn(ctx, scenario, rate) {
  const { publisher, bare, bulk, probes } = ctx;
  const product = scenario.name === 'product';
  if (!product) await ask(bare, { type: 'feed', subject: scenario.subject, on: true });
  const from = Date.now() + SETTLE_MS;
  const to = from + ctx.stepSeconds * 1000;
  await Promise.all([bulk, probes].map((p) => ask(p, { type: 'start', target: scenario.name, from, to })));
  await ask(publisher, { type: 'run', subject: scenario.subject, ticksPerSecond: rate, from, to });
  await pause(from - Date.now());
  const stopControl = product ? controlCalls(ctx.stackUrl, ctx.users, ctx.picks) : null;
  const dropsBefore = product ? await droppedTicks(ctx.metricsPort) : 0;
  const before = cpuSeconds(scenario.pids);
  await pause(to - Date.now());
  const after = cpuSeconds(scenario.pids);
  const dropsAfter = product ? await droppedTicks(ctx.metricsPort) : 0;
  const sent = await ask(publisher, { type: 'halt' });
  const control = stopControl ? await stopControl() : null;
  await pause(Math.max(0, to + GRACE_MS - Date.now()));
  const [many, few] = await Promise.all([bulk, probes].map((p) => ask(p, { type: 'stop', target: scenario.name })));
  if (!product) await ask(bare, { type: 'feed', subject: scenario.subject, on: false });
  await untilIdle(scenario.server);
  const seconds = (to - from) / 1000;
  const cpu = Object.fromEntries(Object.keys(after).map((k) => [k, (100 * (after[k] - before[k])) / seconds]));
  const count = many.count + few.count;
  return {
    delivered: count / seconds,
    share: count / sent.recipientTicks,
    p50: percentile(few.histogram, 50),
    p99: percentile(few.histogram, 99),
    p999: percentile(few.histogram, 99.9),
    drops: (dropsAfter - dropsBefore) / seconds,
    cpu,
    control,
    publisherLagMs: sent.worstLagMs,
    disconnected: [many.disconnected, few.disconnected].filter(Boolean).join('; '),
  };
}
