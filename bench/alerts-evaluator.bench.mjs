// Target evaluation: 1,000,000 active targets over 5,000 instruments. Ticks per second through the
// indexed evaluator of the alerts service against a naive scan of the same targets, in the same run,
// and memory per target. Knobs: BENCH_TARGETS, BENCH_INSTRUMENTS, BENCH_TICKS.
import { TargetIndex } from '../apps/alerts/dist/evaluator/target-index.js';
import { fmt, ratio, report } from './report.mjs';

const TARGETS = Number(process.env.BENCH_TARGETS ?? 1_000_000);
const INSTRUMENTS = Number(process.env.BENCH_INSTRUMENTS ?? 5000);
const TICKS = Number(process.env.BENCH_TICKS ?? 200_000);
const REARM = 1.01;

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
const base = Array.from({ length: INSTRUMENTS }, () => 100 + random() * 2900);
const targets = Array.from({ length: TARGETS }, (_, i) => {
  const token = i % INSTRUMENTS;
  return {
    id: `t${i}`,
    userId: `u${i % 50000}`,
    token,
    target: +(base[token] * (0.9 + random() * 0.1)).toFixed(2),
    state: 'armed',
    lastFiredAt: null,
  };
});
// A walk per instrument: small moves around the base price, as ticks arrive.
const prices = base.slice();
const tickStream = Array.from({ length: TICKS }, () => {
  const token = Math.floor(random() * INSTRUMENTS);
  prices[token] *= 1 + (random() - 0.5) * 0.004;
  return { token, price: prices[token] };
});

function naive(list) {
  // The obvious implementation: look at every target on every tick.
  const state = list.map((t) => ({ ...t }));
  const started = performance.now();
  let fired = 0;
  for (const { token, price } of tickStream.slice(0, Math.min(TICKS, 2000))) {
    for (const t of state) {
      if (t.token !== token) continue;
      if (t.state === 'armed' && price <= t.target) {
        t.state = 'triggered';
        fired++;
      } else if (t.state === 'triggered' && price > t.target * REARM) t.state = 'armed';
    }
  }
  return { perSecond: Math.min(TICKS, 2000) / ((performance.now() - started) / 1000), fired };
}

function indexed(list) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const index = new TargetIndex();
  for (const t of list) index.upsert({ ...t });
  globalThis.gc?.();
  const bytesPerTarget = (process.memoryUsage().heapUsed - before) / list.length;
  const started = performance.now();
  let fired = 0;
  for (const { token, price } of tickStream) fired += index.evaluate(token, price, price, 0).fired.length;
  return { perSecond: TICKS / ((performance.now() - started) / 1000), fired, bytesPerTarget };
}

const slow = naive(targets);
const fast = indexed(targets);
report({
  title: 'Alerts evaluator',
  setup: `target evaluation: ${fmt(TARGETS, 0)} targets over ${fmt(INSTRUMENTS, 0)} instruments, ${fmt(TICKS, 0)} ticks (the naive scan gets the first ${fmt(Math.min(TICKS, 2000), 0)})`,
  head: ['evaluator', 'ticks/s', 'memory per target'],
  rows: [
    ['naive scan of every target (baseline)', fmt(slow.perSecond, 0), '(the targets only)'],
    [
      'per-instrument sorted index',
      fmt(fast.perSecond, 0),
      Number.isFinite(fast.bytesPerTarget) ? `${fmt(fast.bytesPerTarget, 0)} B` : 'n/a',
    ],
    ['ratio index / naive', ratio(fast.perSecond, slow.perSecond), ''],
  ],
});
