// Chooses the PostgreSQL server for a whole test run. Plain JavaScript because jest loads its global
// setup outside the test transform.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  fallbackNotice,
  giveToPostgresUserWhenRoot,
  localPostgresUrl,
  probePostgres,
  startEmbeddedPostgres,
} from '../../scripts/local-postgres.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * DATABASE_URL as given, else the local server (LOCAL_POSTGRES_URL or 127.0.0.1:5432) when it lets
 * the `postgres` user in without a password, else an embedded server in a temporary directory, told
 * in one line; its URL goes into DATABASE_URL, which every test file and the services they start read.
 */
export async function resolveTestPostgres(log = console.log) {
  const none = { embeddedUrl: undefined, stop: async () => undefined };
  if (process.env.DATABASE_URL) return none;
  const probed = localPostgresUrl();
  const outcome = await probePostgres(probed);
  if (outcome === 'ok') return none;
  const dir = mkdtempSync(join(tmpdir(), 'pg-tests-'));
  giveToPostgresUserWhenRoot(dir);
  const databaseDir = join(dir, 'data');
  log(fallbackNotice(probed, outcome, databaseDir));
  let embedded;
  try {
    embedded = await startEmbeddedPostgres({
      databaseDir,
      port: await freePort(),
      persistent: false,
      // The socket goes beside the data, so it never meets the machine's server's socket directory.
      flags: ['-k', databaseDir, '-c', 'fsync=off'],
    });
  } catch (e) {
    // Each test file then tries containers (test/support/infra.ts), or fails naming what it needs.
    rmSync(dir, { recursive: true, force: true });
    log(`the embedded PostgreSQL did not start (${e.message}); the tests look for a Docker engine instead`);
    return none;
  }
  process.env.DATABASE_URL = embedded.url;
  return {
    embeddedUrl: embedded.url,
    stop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
