import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { giveToPostgresUserWhenRoot, probePostgres, withDatabase } from '../../scripts/local-postgres.mjs';
import { buildServices, repoRoot } from '../support/build.js';
import { freePort, startTestNats, type TestNats } from '../support/nats.js';
import { createTestDatabase } from '../support/postgres.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js';
import { resolveTestPostgres } from '../support/test-postgres.mjs';

// A fresh Debian install: TCP logins need a password (scram-sha-256), which `npm start` and `npm test`
// do not have. Both must fall back to an embedded server, say so in one line, and keep everything there.
let scram: PrivatePostgres;
let nats: TestNats;
/** The scram cluster as the tests and `npm start` probe it: user postgres, no password. */
let passwordless: string;

const FALLBACK_LINE = /PostgreSQL on 127\.0\.0\.1:\d+ asks for a password: using an embedded one in /g;

async function rowsAt<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const databasesOn = async (adminUrl: string) =>
  (await rowsAt<{ datname: string }>(adminUrl, 'SELECT datname FROM pg_database')).map((r) => r.datname);

/** Runs `fn` with the environment the fallback sees on such a machine: no DATABASE_URL, the scram cluster probed. */
async function asOnAFreshMachine<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, LOCAL_POSTGRES_URL: process.env.LOCAL_POSTGRES_URL };
  delete process.env.DATABASE_URL;
  process.env.LOCAL_POSTGRES_URL = passwordless;
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

beforeAll(async () => {
  scram = await startPrivatePostgres({ hostAuth: 'scram-sha-256' });
  const url = new URL(scram.adminUrl);
  url.password = '';
  passwordless = url.toString();
  nats = await startTestNats();
}, 120_000);

afterAll(async () => {
  await nats?.close();
  await scram?.close();
});

it('the private cluster asks a password-less login for a password, and lets the password in', async () => {
  expect(await probePostgres(passwordless)).toBe('auth-refused');
  expect(await probePostgres(scram.adminUrl)).toBe('ok');
});

it('the test database helper falls back to an embedded server, says so once, and creates its databases there', async () => {
  const lines: string[] = [];
  await asOnAFreshMachine(async () => {
    const run = await resolveTestPostgres((line) => lines.push(line));
    try {
      expect(run.embeddedUrl).toBeDefined();
      expect(process.env.DATABASE_URL).toBe(run.embeddedUrl);
      const db = await createTestDatabase();
      try {
        await db.query('CREATE TABLE fills (qty int)');
        await db.query('INSERT INTO fills VALUES (7), (5)');
        expect(await db.query('SELECT sum(qty)::int AS total FROM fills')).toEqual([{ total: 12 }]);
        expect(await databasesOn(run.embeddedUrl!)).toContain(db.name);
        expect(await databasesOn(scram.adminUrl)).not.toContain(db.name);
      } finally {
        await db.drop();
      }
    } finally {
      await run.stop();
    }
  });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(FALLBACK_LINE);
  expect(lines[0]).toContain(new URL(scram.adminUrl).host);
}, 120_000);

it('npm start falls back to an embedded server, says so once, and the stack keeps its data there', async () => {
  await buildServices();
  const dataDir = mkdtempSync(join(tmpdir(), 'pg-start-'));
  giveToPostgresUserWhenRoot(dataDir);
  const embeddedPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOCAL_POSTGRES_URL: passwordless,
    EMBEDDED_POSTGRES_DIR: join(dataDir, 'postgres'),
    EMBEDDED_POSTGRES_PORT: String(embeddedPort),
    NATS_URL: nats.url,
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  start.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  try {
    // Waits on the ready line itself; the ceiling only ends a start that never comes up.
    const ready = await new Promise<boolean>((resolve) => {
      const ceiling = setTimeout(() => resolve(false), 240_000);
      const check = () => {
        if (!/Trading Dashboard is running at/.test(output)) return;
        clearTimeout(ceiling);
        resolve(true);
      };
      start.stdout!.on('data', check);
      void exited.then(() => (clearTimeout(ceiling), resolve(false)));
    });
    if (!ready) throw new Error(`npm start did not come up:\n${output}`);

    expect(output.match(FALLBACK_LINE)).toHaveLength(1);
    const embeddedAdmin = `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/postgres`;
    // The services migrated and seeded the embedded server's `trading` database; the scram cluster has none.
    const seeded = await rowsAt<{ email: string }>(
      withDatabase(embeddedAdmin, 'trading'),
      'SELECT email FROM auth.users WHERE email = $1',
      ['admin@example.com'],
    );
    expect(seeded).toEqual([{ email: 'admin@example.com' }]);
    expect(await databasesOn(scram.adminUrl)).not.toContain('trading');
  } finally {
    start.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Ctrl-C stopped the embedded server too.
  expect(await probePostgres(`postgres://postgres:postgres@127.0.0.1:${embeddedPort}/postgres`)).toBe(
    'nothing-listens',
  );
}, 300_000);
