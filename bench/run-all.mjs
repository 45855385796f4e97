// npm run bench: every benchmark, one after the other, each printing its table.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
let failed = false;
for (const file of ['tick-fanout.bench.mjs', 'positions-list.bench.mjs', 'alerts-evaluator.bench.mjs', 'browser-table.bench.mjs']) {
  console.log(`\n== ${file} ==`);
  // --expose-gc lets the evaluator benchmark measure memory per target.
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', join(here, file)], { stdio: 'inherit' });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
