#!/usr/bin/env node
// House limits a reader can rely on: no source file over 300 lines (tests, styles and scripts
// included) and a README short enough to be a front door. Prints every offender and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_SOURCE_LINES = 300;
const MAX_README_LINES = 249;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css)$/;
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'screenshots', 'coverage', '.git']);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const lineCount = (path) => readFileSync(path, 'utf8').split('\n').length - 1;
const offenders = [];
for (const top of ['apps', 'libs', 'test', 'scripts', 'bench']) {
  for (const path of sources(join(root, top))) {
    const lines = lineCount(path);
    if (lines > MAX_SOURCE_LINES) offenders.push(`${relative(root, path)}: ${lines} lines (limit ${MAX_SOURCE_LINES})`);
  }
}
for (const path of readdirSync(root).filter((n) => SOURCE.test(n))) {
  const lines = lineCount(join(root, path));
  if (lines > MAX_SOURCE_LINES) offenders.push(`${path}: ${lines} lines (limit ${MAX_SOURCE_LINES})`);
}
const readme = lineCount(join(root, 'README.md'));
if (readme > MAX_README_LINES) offenders.push(`README.md: ${readme} lines (limit ${MAX_README_LINES})`);

if (offenders.length > 0) {
  console.log(offenders.join('\n'));
  process.exit(1);
}
console.log(`every source file is at most ${MAX_SOURCE_LINES} lines; README.md has ${readme}`);
