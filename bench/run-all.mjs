// npm run bench: every benchmark, one after the other, each printing its table; then all the tables,
// with the machine they ran on, go to bench/results.md (overwritten by each run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt } from './report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  'positions-list.bench.mjs',
  'tick-path.bench.mjs',
  'settings-bundle.bench.mjs',
  'alerts-engine.bench.mjs',
  'browser-table.bench.mjs',
  'search.bench.mjs',
  'universe-feed.bench.mjs',
  'import.bench.mjs',
  'reports.bench.mjs',
  'first-screen-js.bench.mjs',
];
const dir = mkdtempSync(join(tmpdir(), 'bench-results-'));
const resultsFile = join(dir, 'results.jsonl');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const loadBefore = load();
const started = Date.now();
const timings = [];
const failed = [];
for (const file of BENCHES) {
  console.log(`\n== ${file} ==`);
  const t0 = Date.now();
  // --expose-gc lets the evaluator benchmark measure memory per target.
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', join(here, file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
  });
  timings.push(`${file.replace('.bench.mjs', '')} ${fmt((Date.now() - t0) / 1000, 0)} s`);
  if (r.status !== 0) failed.push(file);
}
const seconds = (Date.now() - started) / 1000;

let reports = [];
try {
  reports = readFileSync(resultsFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
} catch {
  // No benchmark got as far as its table; the failures below say which.
}
rmSync(dir, { recursive: true, force: true });
const machine = [
  `- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
  `- CPU: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores available to Node (os.availableParallelism), ${fmt(totalmem() / 2 ** 30, 0)} GiB memory`,
  `- Node ${process.version} on ${process.platform} ${process.arch}`,
  `- Load average (1 / 5 / 15 min) before: ${loadBefore}; after: ${load()}; the clients, servers and anything else running share these cores`,
  `- Benchmarks took ${fmt(seconds, 0)} s, after the build (${timings.join(', ')})`,
];
const body = reports.map((r) =>
  [`## ${r.title}`, '', r.setup, '', r.table, ...(r.notes.length ? ['', ...r.notes.map((n) => `${n}  `)] : [])].join(
    '\n',
  ),
);
const md = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (see docs/benchmarks.md for what each figure means). Each',
  'figure sits next to its baseline, measured in the same run on the same machine; compare ratios, not',
  'absolute figures, across machines.',
  '',
  ...machine,
  ...(failed.length ? [`- FAILED: ${failed.join(', ')}`] : []),
  '',
  body.join('\n\n'),
  '',
].join('\n');
writeFileSync(join(here, 'results.md'), md);
// The file is committed, and npm test checks every committed Markdown file's formatting.
spawnSync('npx', ['prettier', '--write', join(here, 'results.md')], { stdio: 'ignore' });
console.log(
  `\nbench/results.md written (${fmt(seconds, 0)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''})`,
);
process.exit(failed.length ? 1 : 0);
