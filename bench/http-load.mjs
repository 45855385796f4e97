/** Runs `total` GETs at fixed concurrency and answers req/s and latency percentiles. */
export async function load(url, headers, { total, concurrency }) {
  const times = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { perSecond: total / seconds, p50: pct(50), p99: pct(99) };
}

/** Prints a markdown table of scenarios with a ratio row (the second against the first). */
export function printTable(title, rows) {
  const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d }) : 'n/a');
  const [a, b] = rows;
  const body = [
    ...rows.map((r) => [r.name, fmt(r.perSecond), fmt(r.p50), fmt(r.p99)]),
    [`ratio ${b.name.split(' ')[0]} / baseline`, fmt(b.perSecond / a.perSecond, 2), fmt(b.p50 / a.p50, 2), fmt(b.p99 / a.p99, 2)],
  ];
  const head = ['scenario', title, 'p50 ms', 'p99 ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  console.log(line(head));
  console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
  for (const r of body) console.log(line(r));
}
