// Throwaway Postgres database and private NATS server for one benchmark run, so a running dev stack
// neither disturbs the figures nor sees the benchmark's traffic; and the services themselves, each in
// its own process from its build output, as they are deployed.
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { AUTH_SUBJECTS, serviceSubjects } from '@app/contracts';
import { RpcClient } from '@app/common';
import { nodeOptionsFor } from '../scripts/service-node-options.mjs';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// Extra node flags for the services, e.g. BENCH_SERVICE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const SERVICE_ARGS = (process.env.BENCH_SERVICE_ARGS ?? '').split(' ').filter(Boolean);
// A folder to keep each service's whole output in (<name>.log), e.g. with BENCH_SERVICE_ARGS='--trace-gc'.
const SERVICE_LOG_DIR = process.env.BENCH_SERVICE_LOG_DIR;
const children = new Set();
// A benchmark that throws must not leave services running behind it.
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

export const pause = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startNats() {
  const bin = ['nats-server', '/usr/sbin/nats-server', '/usr/bin/nats-server'].find(
    (b) => spawnSync(b, ['--version'], { stdio: 'ignore' }).status === 0,
  );
  if (!bin) {
    if (!process.env.NATS_URL) throw new Error('nats-server not found on PATH; install it or set NATS_URL');
    return { url: process.env.NATS_URL, stop: async () => {} };
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nats-'));
  const proc = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  children.add(proc);
  await new Promise((r) => setTimeout(r, 300));
  return {
    url: `nats://127.0.0.1:${port}`,
    pid: proc.pid,
    stop: async () => {
      await stopChild(proc);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createDatabase() {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function setUpBenchInfra() {
  const [nats, db] = await Promise.all([startNats(), createDatabase()]);
  return {
    natsUrl: nats.url,
    natsPid: nats.pid,
    databaseUrl: db.url,
    close: async () => (await nats.stop(), await db.drop()),
  };
}

/** CPU seconds (user + system) each process has used so far, from /proc; NaN where it cannot be read. */
export function cpuSeconds(pids) {
  return Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => {
      try {
        // Fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        return [name, (Number(fields[11]) + Number(fields[12])) / 100];
      } catch {
        return [name, NaN];
      }
    }),
  );
}

/**
 * Pins the servers (every thread of each) to core 0 and this process, the load generator, with any
 * other load processes given, to core 1 with `taskset`, so that they do not take the CPU from each
 * other; false where it cannot (no taskset, one core), and the bench then says it ran unpinned.
 */
export function pinServersAndLoad(serverPids, otherLoadPids = []) {
  const pin = (pid, core) =>
    spawnSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
  return [process.pid, ...otherLoadPids].every((pid) => pin(pid, 1)) && serverPids.every((pid) => pin(pid, 0));
}

/** CPU seconds of a load scenario's processes and of this load generator (the `cpu` option of alternate). */
export const loadCpu = (scenario) => cpuSeconds({ ...scenario.pids, 'load generator': process.pid });

async function stopChild(proc) {
  if (proc.exitCode !== null || proc.signalCode !== null) return children.delete(proc);
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const force = setTimeout(() => proc.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(force);
  children.delete(proc);
}

/** Runs a script of bench/ in a child process with an IPC channel, and keeps its output for errors. */
export function forkBench(script, env = {}) {
  const proc = fork(join(ROOT, 'bench', script), [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.add(proc);
  keepOutput(proc, script);
  return proc;
}

function keepOutput(proc, name) {
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  if (SERVICE_LOG_DIR) {
    const file = createWriteStream(join(SERVICE_LOG_DIR, `${name}.log`), { flags: 'a' });
    proc.stdout.pipe(file);
    proc.stderr.pipe(file);
  }
  proc.once('exit', (code, signal) => {
    if (code && code !== 0 && !proc.stopping)
      console.error(`${name} exited with ${code ?? signal}:\n${tail.join('\n')}`);
  });
}

/** Asks a forked child something over IPC and waits for the answer of the same type. */
export function ask(proc, message) {
  const answer = answerOf(proc, message.type);
  proc.send(message);
  return answer;
}

/** The next IPC message of this type from a forked child. */
export function answerOf(proc, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m.type === 'error') return finish(() => reject(new Error(m.message)));
      if (m.type === type) finish(() => resolve(m));
    };
    const onExit = (code) => finish(() => reject(new Error(`child exited with ${code} before answering ${type}`)));
    const finish = (fn) => (proc.off('message', onMessage), proc.off('exit', onExit), fn());
    proc.on('message', onMessage);
    proc.once('exit', onExit);
  });
}

export async function stopForked(proc) {
  proc.stopping = true;
  await stopChild(proc);
}

/**
 * The services a benchmark needs, each started with `node apps/<name>/dist/main.js` in production mode,
 * and the gateway last. Answers the gateway's URL and sign-up helpers.
 */
export async function startStack(infra, names, extraEnv = {}) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(24).toString('hex'),
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.natsUrl,
    HEALTH_PORT: '0',
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
    MARKET_ALWAYS_OPEN: 'true',
    // The load every other bench was measured under; universe-feed.bench.mjs asks for `all`.
    SIMULATOR_UNIVERSE: 'core',
    ALLOW_REGISTRATION: 'true',
    RPC_TIMEOUT_MS: '30000',
    ...extraEnv,
  };
  const procs = [];
  const nc = await connect({ servers: infra.natsUrl });
  const rpc = new RpcClient(nc, 60000);
  const startOne = async (name, childEnv) => {
    // With the Node options each service is deployed with (scripts/service-node-options.mjs).
    const nodeOptions = nodeOptionsFor(name, childEnv.NODE_OPTIONS);
    const proc = spawn(process.execPath, [...SERVICE_ARGS, join(ROOT, 'apps', name, 'dist', 'main.js')], {
      env: nodeOptions ? { ...childEnv, NODE_OPTIONS: nodeOptions } : childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(proc);
    proc.name = name;
    procs.push(proc);
    keepOutput(proc, name);
    return proc;
  };
  const services = names.filter((n) => n !== 'gateway');
  await Promise.all(
    services.map(async (name) => {
      const proc = await startOne(name, env);
      await waitFor(proc, name, () => rpc.request(serviceSubjects(name).health, {}, { timeoutMs: 500 }));
    }),
  );
  let url;
  if (names.includes('gateway')) {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const proc = await startOne('gateway', { ...env, PORT: String(port) });
    await waitFor(proc, 'gateway', async () => {
      const res = await fetch(`${url}/api/health/ready`);
      if (!res.ok) throw new Error(`gateway answered ${res.status}`);
    });
  }
  return {
    url,
    rpc,
    pids: Object.fromEntries(procs.map((p) => [p.name, p.pid])),
    /** Registers and signs in a user over NATS; answers its id and access cookie. */
    async signUp(email) {
      await rpc.request(AUTH_SUBJECTS.register, { body: { email, password: 'Bench12345' } });
      const session = await rpc.request(AUTH_SUBJECTS.login, {
        email,
        password: 'Bench12345',
        client: { ip: '127.0.0.1' },
      });
      return { userId: session.user.id, cookie: `access_token=${session.tokens.accessToken}`, session };
    },
    async stop() {
      await nc.close();
      for (const p of procs.reverse()) {
        p.stopping = true;
        await stopChild(p);
      }
    },
  };
}

async function waitFor(proc, name, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode} while starting`);
    try {
      return await probe();
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`${name} did not become ready: ${e.message}`, { cause: e });
      await pause(100);
    }
  }
}
