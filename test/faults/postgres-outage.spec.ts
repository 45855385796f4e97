import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startTestNats } from '../support/nats.js';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js';
import type { TestInfra } from '../support/infra.js';
import { TestStack } from '../support/stack.js';
import { cookieHeader, signIn } from '../support/http.js';
import { expectFailureEnvelope, percentile, timed, until, type Timed } from '../support/faults.js';

// Long enough for a 1,000-row import on a busy machine: the outage's answers are 503s that never wait for it.
const RPC_TIMEOUT_MS = 10_000;
/** No answer may take this long: twice the RPC timeout is a hang, whatever the machine's load. */
const HANG_CEILING_MS = 2 * RPC_TIMEOUT_MS;
const RELIANCE = 738561;
const INFY = 408065;
const PASSWORD = 'Faults12345';

let server: PrivatePostgres;
let infra: TestInfra;
let stack: TestStack;
let base: string;
let cookie: string;
let userId: string;

const position = (i: number) => ({
  tradingSymbol: i % 2 ? 'INFY' : 'RELIANCE',
  instrumentToken: i % 2 ? INFY : RELIANCE,
  exchange: 'NSE',
  buyPrice: 1000 + i,
  quantity: 1 + (i % 7),
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => position(i));
const storedPositions = async () =>
  Number(
    (
      await infra.db.query<{ n: string }>('SELECT count(*)::text AS n FROM portfolio.positions WHERE user_id = $1', [
        userId,
      ])
    )[0].n,
  );
const login = () => timed(base, 'post', '/api/auth/login', '', { email: 'fault.pg@example.com', password: PASSWORD });

/** A 503-ish answer in the error envelope, in bounded time: never a 500, never a hang. */
function expectCleanFailure(what: string, r: Timed): void {
  expect({ what, status: r.status }).toEqual({ what, status: 503 });
  expectFailureEnvelope(r);
  expect(r.ms).toBeLessThan(HANG_CEILING_MS);
}

async function untilWorking(): Promise<number> {
  const from = Date.now();
  await until(
    'positions answer again',
    async () =>
      (await timed(base, 'get', '/api/portfolio/manual/positions', cookie)).status === 200 ? true : undefined,
    60_000,
    100,
  );
  return Date.now() - from;
}

beforeAll(async () => {
  // The machine's shared server stays untouched: this file crashes a server of its own.
  server = await startPrivatePostgres();
  const db = await server.createDatabase('faults');
  const nats = await startTestNats();
  infra = { db, nats, close: async () => (await nats.close(), await server.close()) };
  stack = new TestStack(infra, {
    SEED_DEMO: 'true',
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '1000',
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    BODY_LIMIT: '1mb',
  });
  await stack.startServices(['auth', 'market', 'settings', 'portfolio']);
  base = await stack.startGateway();
  await timed(base, 'post', '/api/auth/register', '', { email: 'fault.pg@example.com', password: PASSWORD });
  const s = await signIn(base, 'fault.pg@example.com', PASSWORD);
  cookie = cookieHeader(s.cookies);
  userId = s.user.id;
}, 90_000);

afterAll(async () => {
  await stack?.close();
  await infra?.close();
});

describe('when Postgres restarts', () => {
  it('answers 503 in the error envelope while it is down, writes nothing, and works again without restarting services', async () => {
    expect((await timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(0))).status).toBe(201);
    expect(await storedPositions()).toBe(1);

    await server.crash();
    const during = {
      list: await timed(base, 'get', '/api/portfolio/manual/positions', cookie),
      create: await timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(1)),
      import: await timed(base, 'post', '/api/portfolio/manual/bulk-import/live-positions', cookie, {
        positions: rows(50),
      }),
      settings: await timed(base, 'get', '/api/settings/all', cookie),
      login: await login(),
    };
    for (const [what, r] of Object.entries(during)) expectCleanFailure(what, r);

    await server.start();
    const recoveredMs = await untilWorking();
    // None of the writes attempted during the outage landed, not even in part.
    expect(await storedPositions()).toBe(1);
    const imported = await timed(base, 'post', '/api/portfolio/manual/bulk-import/live-positions', cookie, {
      positions: rows(50),
    });
    expect(imported.status).toBe(201);
    expect(await storedPositions()).toBe(51);
    expect((await timed(base, 'get', '/api/settings/all', cookie)).status).toBe(200);
    expect((await login()).status).toBe(200);
    const ms = Object.values(during).map((r) => r.ms);
    console.info(
      `Postgres down: ${Object.entries(during)
        .map(([k, r]) => `${k} ${r.status} in ${r.ms} ms`)
        .join(', ')} (max ${Math.max(...ms)} ms); answering again ${recoveredMs} ms after the restart`,
    );
  }, 120_000);

  it('a crash in the middle of a multi-row write leaves none of its rows, and the same write succeeds after', async () => {
    const before = await storedPositions();
    const watcher = new pg.Client({ connectionString: server.adminUrl });
    watcher.on('error', () => undefined);
    await watcher.connect();
    // The import writes its 1,000 rows in one statement of a few milliseconds. A statement trigger that
    // sleeps once they are written holds the transaction open with them uncommitted, so the crash lands
    // there whatever the machine's speed.
    await infra.db.query(
      `CREATE FUNCTION portfolio.hold_for_crash() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(30); RETURN NULL; END $$`,
    );
    await infra.db.query(
      'CREATE TRIGGER hold_for_crash AFTER INSERT ON portfolio.positions FOR EACH STATEMENT EXECUTE FUNCTION portfolio.hold_for_crash()',
    );
    const importing = timed(base, 'post', '/api/portfolio/manual/bulk-import/live-positions', cookie, {
      positions: rows(1000),
    });
    // Crash once the import's transaction has inserted rows but not yet committed them.
    const seenAt = await until(
      'the import transaction is open',
      async () => {
        const open = await watcher.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND xact_start IS NOT NULL AND wait_event = 'PgSleep' AND query LIKE 'INSERT INTO portfolio.positions%'`,
          [infra.db.name],
        );
        return open.rowCount ? Date.now() : undefined;
      },
      30_000,
      2,
    );
    await server.crash();
    const crashedAfterMs = Date.now() - seenAt;
    await watcher.end().catch(() => undefined);
    const failed = await importing;
    expectCleanFailure('import cut by the crash', failed);

    await server.start();
    const recoveredMs = await untilWorking();
    await infra.db.query('DROP FUNCTION portfolio.hold_for_crash() CASCADE');
    expect(await storedPositions()).toBe(before);
    const again = await timed(base, 'post', '/api/portfolio/manual/bulk-import/live-positions', cookie, {
      positions: rows(1000),
    });
    expect(again.status).toBe(201);
    expect(await storedPositions()).toBe(before + 1000);
    console.info(
      `crash ${crashedAfterMs} ms after the import's transaction was seen open: ${failed.status} in ${failed.ms} ms; no rows kept; answering again ${recoveredMs} ms after the restart; the same import then took ${again.ms} ms`,
    );
  }, 120_000);

  it('keeps answering under load through a crash and restart: every answer is 2xx or 503, none is a 500 or a hang', async () => {
    const results: Timed[] = [];
    let stop = false;
    const client = async (i: number) => {
      while (!stop) {
        results.push(
          i % 2
            ? await timed(base, 'get', '/api/portfolio/manual/positions', cookie)
            : await timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(i)),
        );
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    try {
      await until('traffic flows', () => (results.length >= 20 ? true : undefined));
      await server.crash();
      await until('traffic is refused', () =>
        results.filter((r) => r.status === 503).length >= 20 ? true : undefined,
      );
      await server.start();
      const restartedAt = Date.now();
      await until(
        'traffic succeeds again',
        () => (results.filter((r) => r.startedAt > restartedAt && r.status < 300).length >= 20 ? true : undefined),
        60_000,
      );
    } finally {
      stop = true;
      await clients;
    }
    for (const r of results) {
      expect([200, 201, 503]).toContain(r.status);
      expect(r.ms).toBeLessThan(HANG_CEILING_MS);
      if (r.status === 503) expectFailureEnvelope(r);
    }
    const refused = results.filter((r) => r.status === 503).map((r) => r.ms);
    console.info(
      `under load: ${results.length} requests, ${refused.length} refused with 503 (p50 ${percentile(refused, 50)} ms, max ${Math.max(...refused)} ms)`,
    );
  }, 120_000);
});
