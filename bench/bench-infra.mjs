// Throwaway Postgres database and private NATS server for one benchmark run, so a running dev stack
// neither disturbs the figures nor sees the benchmark's traffic.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startNats() {
  const bin = ['nats-server', '/usr/sbin/nats-server', '/usr/bin/nats-server'].find((b) => spawnSync(b, ['--version'], { stdio: 'ignore' }).status === 0);
  if (!bin) {
    if (!process.env.NATS_URL) throw new Error('nats-server not found on PATH; install it or set NATS_URL');
    return { url: process.env.NATS_URL, stop: async () => {} };
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nats-'));
  const proc = spawn(bin, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
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
  return { natsUrl: nats.url, databaseUrl: db.url, close: async () => (await nats.stop(), await db.drop()) };
}
