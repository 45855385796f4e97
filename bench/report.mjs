// One way to print a benchmark's table, and to hand it to run-all for bench/results.md.
import { appendFileSync } from 'node:fs';

/** A number in the project's style (Indian digit grouping), or n/a. */
export const fmt = (n, d = 1) =>
  Number.isFinite(n) ? n.toLocaleString('en-IN', { maximumFractionDigits: d, minimumFractionDigits: d }) : 'n/a';

/**
 * The p-th percentile of ascending values by nearest rank: the least value with at least p% of them at
 * or below it, so the p99 of 100 values is the 99th, not the largest. NaN when there are none.
 */
export const percentileOfSorted = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];

/** measured / baseline, or n/a when either side is missing. */
export const ratio = (measured, baseline) => fmt(measured / baseline, 2);

export function markdownTable(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    '| ' +
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ') +
    ' |';
  return [
    line(head),
    '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|',
    ...rows.map(line),
  ].join('\n');
}

/**
 * Prints a benchmark's table under its one-line setup, plus notes; when run by run-all
 * (BENCH_RESULTS_FILE), also appends it there as one JSON line.
 */
export function report({ title, setup, head, rows, notes = [] }) {
  const table = markdownTable(head, rows);
  console.log(`${setup}\n\n${table}${notes.length ? `\n\n${notes.join('\n')}` : ''}`);
  if (process.env.BENCH_RESULTS_FILE)
    appendFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ title, setup, table, notes }) + '\n');
}

/** "gateway 1.2, portfolio 3.4" from { gateway: 1.2, portfolio: 3.4 }. */
export const cpuLine = (byProcess, digits = 2, unit = '') =>
  Object.entries(byProcess ?? {})
    .map(([k, v]) => `${k} ${fmt(v, digits)}${unit}`)
    .join(', ');

/** The columns of an HTTP load table, and one scenario's row of it (answer size in KB, `kbDigits` decimals). */
export const HTTP_HEAD = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'answer KB'];
export const httpRow = (name, r, kbDigits = 1) => [
  name,
  fmt(r.perSecond),
  fmt(r.p50),
  fmt(r.p99),
  fmt(r.bytes / 1024, kbDigits),
];

/** The row comparing scenario `a` with scenario `b` in an HTTP load table. */
export const httpRatioRow = (name, a, b) => [
  name,
  ratio(a.perSecond, b.perSecond),
  ratio(a.p50, b.p50),
  ratio(a.p99, b.p99),
  '',
];
