// Figures of the tick bench: latency percentiles from the clients' histograms, the median and spread
// of alternating rounds, the sustainable-rate rule of issue 23, and the control calls' timings.
import { readFileSync } from 'node:fs';
import { fmt, percentileOfSorted } from './report.mjs';

/**
 * The share of the last 60 s in which some runnable task on the machine waited for a CPU (Linux PSI),
 * and the load average: how much of the latency the machine's other work can explain.
 */
export function machineLoad() {
  try {
    const some = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    return `CPU pressure ${some ? `${some[1]}%` : 'n/a'}, load ${load}`;
  } catch {
    return 'n/a';
  }
}

/** p-th percentile of a histogram given as [value, count] pairs. */
export function percentile(histogram, p) {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  let seen = 0;
  for (const [value, n] of sorted) if ((seen += n) > (p / 100) * total) return value;
  return NaN;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** "median (min-max)" of the rounds' values. */
export const spread = (xs, d = 0) =>
  xs.length > 1
    ? `${fmt(median(xs), d)} (${fmt(Math.min(...xs), d)}-${fmt(Math.max(...xs), d)})`
    : fmt(xs[0] ?? NaN, d);

/** The goal's rule: a step is sustained when at least 99% of the ticks arrive and p99 is at most 50 ms. */
export const SHARE_GOAL = 0.99;
export const P99_GOAL_MS = 50;
export const sustained = (step) => step.share >= SHARE_GOAL && step.p99 <= P99_GOAL_MS;

/** One scenario's figures at one step: the median over rounds of each, and the rounds themselves. */
export function summarise(rounds) {
  const pick = (k) => rounds.map((r) => r[k]);
  // A round in which no probe tick arrived has no latency: it counts as the worst, not as missing.
  const latency = (k) => rounds.map((r) => (Number.isNaN(r[k]) ? Infinity : r[k]));
  const cpu = {};
  for (const r of rounds) for (const [k, v] of Object.entries(r.cpu)) (cpu[k] ??= []).push(v);
  return {
    rounds,
    delivered: median(pick('delivered')),
    share: median(pick('share')),
    p50: median(latency('p50')),
    p99: median(latency('p99')),
    p999: median(latency('p999')),
    drops: median(pick('drops')),
    cpu: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, median(v)])),
  };
}

/**
 * The highest step at which a side kept up with the offered rate (delivered >= 99%, latency aside), and
 * the recipient-ticks it delivered there per CPU-second of its server process: what a core of it can
 * carry, which the machine's other work moves less than it moves latency.
 */
export function capacity(steps, serverKey) {
  const kept = steps.filter((s) => s.figures.share >= SHARE_GOAL).at(-1);
  if (!kept) return null;
  const cpu = kept.figures.cpu[serverKey];
  return {
    rate: kept.rate,
    delivered: kept.figures.delivered,
    cpu,
    perCpuSecond: kept.figures.delivered / (cpu / 100),
  };
}

/** The highest step sustained with every step below it sustained too; null when the first is not. */
export function highestSustained(steps) {
  let best = null;
  for (const s of steps) {
    if (!sustained(s.figures)) break;
    best = s;
  }
  return best;
}

/**
 * Calls the gateway's control routes (start streaming, re-subscribe) in turn every `everyMs`, each
 * for the next user, until stop() is called; answers their timings and failures (error status,
 * network error, or no answer within `timeoutMs`).
 */
export function controlCalls(url, users, picks, { everyMs = 100, timeoutMs = 2000 } = {}) {
  const latencies = [];
  const failures = [];
  const pending = [];
  let n = 0;
  const call = async (u, path, body) => {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/api/websocket/${path}`, {
        method: 'POST',
        headers: { cookie: users[u].cookie, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer();
      if (!res.ok) failures.push(`${path} ${res.status}`);
      else latencies.push(performance.now() - started);
    } catch (e) {
      failures.push(`${path} ${e.name}`);
    }
  };
  const timer = setInterval(() => {
    const u = n % users.length;
    pending.push(n % 2 ? call(u, 'subscribe', { instruments: picks[u] }) : call(u, 'start'));
    n++;
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    latencies.sort((a, b) => a - b);
    const at = (p) => percentileOfSorted(latencies, p);
    return { calls: n, failures, p50: at(50), p99: at(99), max: latencies.at(-1) ?? NaN };
  };
}
