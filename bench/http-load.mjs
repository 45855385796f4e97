// A small closed-loop HTTP load generator: `concurrency` keep-alive connections, each sending its next
// GET as soon as the previous answer is read. node:http costs the client less than fetch, so at a few
// thousand req/s the figure is the server's, not the generator's.
import { Agent, get } from 'node:http';
import { percentileOfSorted } from './report.mjs';

/** Answers the size of a 200 answer; any other status rejects, or with `countFailures` answers -1. */
function getOnce(agent, url, headers, countFailures) {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(bytes)
          : countFailures
            ? resolve(-1)
            : reject(new Error(`${url} answered ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * GETs `url` for `seconds` at fixed concurrency after `warmupSeconds` of the same; answers every
 * latency in ms, the time taken and the size of one answer. An answer other than 200 fails the run,
 * or with `countFailures` (an overloaded server may refuse work, e.g. 503) is counted in `failed`.
 */
export async function load(url, headers, { seconds, concurrency, warmupSeconds = 1, countFailures = false }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const run = async (duration, times) => {
    let bytes = 0;
    let failed = 0;
    const end = performance.now() + duration * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const got = await getOnce(agent, url, headers, countFailures);
        if (got < 0) failed++;
        else {
          bytes = got;
          times?.push(performance.now() - t0);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { elapsed: (performance.now() - started) / 1000, bytes, failed };
  };
  await run(warmupSeconds);
  const times = [];
  const { elapsed, bytes, failed } = await run(seconds, times);
  agent.destroy();
  return { times, elapsed, bytes, failed };
}

/** Req/s and percentiles over several load() rounds of one scenario. */
export function summarize(parts) {
  const times = parts.flatMap((p) => p.times).sort((a, b) => a - b);
  const elapsed = parts.reduce((s, p) => s + p.elapsed, 0);
  const pct = (p) => percentileOfSorted(times, p);
  const failed = parts.reduce((s, p) => s + (p.failed ?? 0), 0);
  return {
    perSecond: times.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    count: times.length,
    failed,
    bytes: parts[0].bytes,
  };
}

/**
 * Measures the scenarios in turns (A B A B ...) so that a burst of other work on the machine lands on
 * both sides rather than on one; answers one summary per scenario, in order, each with the summary of
 * each of its rounds (`rounds`). With `cpu` (a function
 * answering CPU seconds per process) each summary also carries CPU ms per request of each process.
 */
export async function alternate(scenarios, { seconds, rounds, concurrency, warmupSeconds = 1, cpu, countFailures }) {
  const parts = scenarios.map(() => []);
  const used = scenarios.map(() => ({}));
  for (const s of scenarios)
    await load(s.url, s.headers ?? {}, { seconds: warmupSeconds, concurrency, warmupSeconds: 0, countFailures });
  for (let r = 0; r < rounds; r++) {
    for (const [i, s] of scenarios.entries()) {
      const before = cpu?.(s);
      parts[i].push(
        await load(s.url, s.headers ?? {}, { seconds: seconds / rounds, concurrency, warmupSeconds: 0, countFailures }),
      );
      const after = cpu?.(s);
      for (const k of Object.keys(after ?? {})) used[i][k] = (used[i][k] ?? 0) + after[k] - before[k];
    }
  }
  return parts.map((p, i) => {
    const summary = summarize(p);
    summary.rounds = p.map((part) => summarize([part]));
    summary.cpuMsPerRequest = Object.fromEntries(
      Object.entries(used[i]).map(([k, v]) => [k, (v * 1000) / summary.count]),
    );
    return summary;
  });
}
