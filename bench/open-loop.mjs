// An open-loop HTTP load generator: requests leave at a fixed arrival rate whatever the server does, and
// each latency runs from the moment its request was due, not from when it was sent. A closed loop (the
// next request only after the previous answer) slows down with the server and hides its queueing
// ("coordinated omission"); this one does not.
import { Agent, get } from 'node:http';
import { percentileOfSorted } from './report.mjs';

function getOnce(agent, url, headers) {
  return new Promise((resolve) => {
    const req = get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ ok: res.statusCode === 200, bytes }));
      res.on('error', () => resolve({ ok: false, bytes }));
    });
    req.on('error', () => resolve({ ok: false, bytes: 0 }));
  });
}

/**
 * GETs `url` at `rate` requests per second for `seconds`. Answers p50/p99 (ms, from each request's due
 * time), the answered share, the rate achieved and the size of an answer. Requests still open two
 * seconds after the last one was due count as failed: a server that falls behind shows as such.
 */
export async function openLoop(url, headers, { rate, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let failed = 0;
  let bytes = 0;
  const start = performance.now() + 20;
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      getOnce(agent, url, headers).then((r) => {
        if (!r.ok) failed++;
        else {
          latencies.push(performance.now() - due);
          bytes = r.bytes;
        }
      }),
    );
  }
  const lastDue = start + ((total - 1) * 1000) / rate;
  await Promise.race([
    Promise.all(pending),
    new Promise((r) => setTimeout(r, Math.max(0, lastDue + 2000 - performance.now()))),
  ]);
  const answered = latencies.length;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    answeredShare: answered / total,
    failed: failed + (total - answered - failed),
    p50: percentileOfSorted(latencies, 50),
    p99: percentileOfSorted(latencies, 99),
    achieved: answered / ((performance.now() - start) / 1000),
    bytes,
  };
}

/** The median of several rounds' figures for one step. */
export function medianOf(rounds, key) {
  const xs = rounds.map((r) => r[key]).sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)];
}
