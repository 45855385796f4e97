#!/usr/bin/env node
// `npm test`: type-checking, lint, the backend suites (unit, integration, end-to-end against real
// Postgres and NATS), the web app's build and tests, and browser tests in Chromium; ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n\x1b[1m== ${name}\x1b[0m`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function fail(name) {
  failed += 1;
  failures.push(name);
}

function check(name, cmd, args) {
  if (step(name, cmd, args)) passed += 1;
  else fail(name);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('type-check (services, libs, tests)', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('type-check (web)', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '.']);
check('format (prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
// No block of 8 or more lines twice outside tests (.jscpd.json), no source file over 300 lines.
check('copy-paste (jscpd)', 'npx', ['jscpd']);
check('file sizes', 'node', ['scripts/check-sizes.mjs']);
// The browser tests (test/browser, run by jest) open the built app, so it is built first.
check('web build', 'npm', ['run', 'build', '-w', 'apps/web']);

const jestFile = join(out, 'jest.json');
const jestOk = step('backend tests (jest)', 'npx', ['jest', '--json', `--outputFile=${jestFile}`], {
  NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
});
const jest = readJson(jestFile);
if (!jest) fail('jest did not report');
else {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  if (jest.numFailedTests || jest.numRuntimeErrorTestSuites) failures.push('jest suites');
  else if (!jestOk) fail('jest run');
}

const vitestFile = join(out, 'vitest.json');
const vitestOk = step('web tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--root',
  'apps/web',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestFile}`,
]);
const vitest = readJson(vitestFile);
if (!vitest) fail('vitest did not report');
else {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests) failures.push('vitest');
  else if (!vitestOk) fail('vitest run');
}

console.log('');
if (failures.length) console.log(`failed: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
