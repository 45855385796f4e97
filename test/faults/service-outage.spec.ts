import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setUpInfra, type TestInfra } from '../support/infra.js';
import { buildForProcesses, ProcessStack } from '../support/processes.js';
import { cookieHeader, signIn } from '../support/http.js';
import { marketBuy, paperAccount } from '../support/paper-account.js';
import { expectFailureEnvelope, percentile, timed, until, type Timed } from '../support/faults.js';

const RPC_TIMEOUT_MS = 3000;
/** No answer may take this long: twice the RPC timeout is a hang, whatever the machine's load. */
const HANG_CEILING_MS = 2 * RPC_TIMEOUT_MS;
const RELIANCE = 738561;

let infra: TestInfra;
let procs: ProcessStack;
let base: string;
let cookie: string;
let userId: string;

type Kind = 'order' | 'position' | 'setting';
type Outcome = Timed & { kind: Kind };

const position = (quantity: number) => ({
  tradingSymbol: 'RELIANCE',
  instrumentToken: RELIANCE,
  exchange: 'NSE',
  buyPrice: 1400,
  quantity,
});
const column = <T>(sql: string) => infra.db.query<{ v: T }>(sql, [userId]).then((rows) => rows.map((r) => r.v));

/** Routes of the services that stay up: each must still answer 200 while portfolio is gone. */
async function otherServicesAnswer(): Promise<void> {
  for (const path of ['/api/settings/all', '/api/watchlist', '/api/market-data', '/api/alerts']) {
    const r = await timed(base, 'get', path, cookie);
    expect({ path, status: r.status }).toEqual({ path, status: 200 });
  }
}

beforeAll(async () => {
  await buildForProcesses();
  infra = await setUpInfra();
  procs = new ProcessStack(infra, {
    MARKET_ALWAYS_OPEN: 'true',
    SIMULATOR_INTERVAL_MS: '1000',
    RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
  });
  await procs.startService('auth');
  await Promise.all((['market', 'settings', 'portfolio', 'alerts'] as const).map((s) => procs.startService(s)));
  base = (await procs.startGateway()).url!;
  await timed(base, 'post', '/api/auth/register', '', {
    email: 'fault.portfolio@example.com',
    password: 'Faults12345',
  });
  const s = await signIn(base, 'fault.portfolio@example.com', 'Faults12345');
  cookie = cookieHeader(s.cookies);
  userId = s.user.id;
}, 180_000);

afterAll(async () => {
  await procs?.close();
  await infra?.close();
});

describe('when the portfolio process is killed (SIGKILL) during writes', () => {
  it('loses no acknowledged write, half-writes nothing, refuses its routes at once, keeps the others serving, and serves again as a new process', async () => {
    const results: Outcome[] = [];
    let stop = false;
    let n = 0;
    const client = async (kind: Kind, call: () => Promise<Timed>) => {
      while (!stop) results.push({ ...(await call()), kind });
    };
    // Paper orders (order, cash and holding in one transaction), positions, and another service's writes.
    const clients = Promise.all([
      client('order', () => timed(base, 'post', '/api/orders/place', cookie, marketBuy('RELIANCE'))),
      client('order', () => timed(base, 'post', '/api/orders/place', cookie, marketBuy('INFY'))),
      client('position', () => timed(base, 'post', '/api/portfolio/manual/positions', cookie, position(++n))),
      client('setting', () =>
        timed(base, 'post', '/api/settings/collapsible-states', cookie, {
          container_id: `c-${++n}`,
          is_collapsed: true,
        }),
      ),
    ]);
    const portfolioWrites = () => results.filter((r) => r.kind !== 'setting');
    let killedAt = 0;
    let noticedAt = 0;
    let restartedAt = 0;
    try {
      await until('20 portfolio writes acknowledged', () =>
        portfolioWrites().filter((r) => r.status === 201).length >= 20 ? true : undefined,
      );
      // Aim the kill at an open transaction of the portfolio service: that is the write it must not half-keep.
      await until(
        'a portfolio transaction is open',
        async () =>
          (
            await infra.db.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND xact_start IS NOT NULL
                 AND pid <> pg_backend_pid() AND query LIKE '%portfolio.%'`,
            )
          ).length
            ? true
            : undefined,
        30_000,
        2,
      );
      await procs.get('portfolio').signal('SIGKILL');
      killedAt = Date.now();
      // NATS drops the dead process's subscriptions when its socket closes; the first 503 shows it has.
      noticedAt = await until(
        'the first refusal after the kill',
        () => {
          const r = portfolioWrites().find((x) => x.startedAt >= killedAt && x.status === 503);
          return r && r.startedAt + r.ms;
        },
        30_000,
      );
      await until('20 portfolio writes refused', () =>
        portfolioWrites().filter((r) => r.startedAt > noticedAt).length >= 20 ? true : undefined,
      );
      await otherServicesAnswer();
      const health = await timed(base, 'get', '/api/health', '');
      expect(health.status).toBe(503);
      expect(health.body.error).toBe('Unavailable: portfolio');

      restartedAt = Date.now();
      await procs.startService('portfolio', 'portfolio-2');
      const readyAt = Date.now();
      await until(
        '20 portfolio writes acknowledged by the new process',
        () =>
          portfolioWrites().filter((r) => r.startedAt > readyAt && r.status === 201).length >= 20 ? true : undefined,
        30_000,
      );
    } finally {
      stop = true;
      await clients;
    }

    // Every answer came, in bounded time, as a success or a clean refusal; the other service's writes never failed.
    const allowed = { setting: [200], order: [201, 503, 504], position: [201, 503, 504] };
    for (const r of results) {
      expect({ kind: r.kind, status: r.status, allowed: allowed[r.kind].includes(r.status) }).toEqual({
        kind: r.kind,
        status: r.status,
        allowed: true,
      });
      expect(r.ms).toBeLessThan(HANG_CEILING_MS);
      if (r.status >= 300) expectFailureEnvelope(r);
    }
    // Gone means refused at once (503: nobody subscribed), never a wait for the timeout (504).
    const refused = portfolioWrites().filter((r) => r.startedAt > noticedAt && r.startedAt + r.ms < restartedAt);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    expect(refused.filter((r) => r.status !== 503)).toEqual([]);
    const inFlight = portfolioWrites().filter((r) => r.startedAt < killedAt && r.startedAt + r.ms > killedAt);
    const inDoubt = (kind: Kind) => results.filter((r) => r.kind === kind && (r.status === 504 || r.status === 0));

    // Every acknowledged order is stored as acknowledged; nothing else was stored but what was in doubt.
    const account = await paperAccount(infra.db, userId);
    const ackOrders = results.filter((r) => r.kind === 'order' && r.status === 201);
    for (const r of ackOrders) {
      const { order_id, status } = r.body.data as { order_id: string; status: string };
      expect({ order_id, stored: account.orders.get(order_id) }).toEqual({ order_id, stored: status });
    }
    expect(account.orders.size).toBeLessThanOrEqual(ackOrders.length + inDoubt('order').length);
    // Nothing half-written: no market order left open, and cash and holdings are exactly what the fills say.
    expect([...account.orders.values()].filter((s) => s === 'OPEN')).toEqual([]);
    expect(account.cash).toBe(account.cashFromOrders);
    expect(account.held).toEqual(account.heldFromOrders);

    const ackPositions = results
      .filter((r) => r.kind === 'position' && r.status === 201)
      .map((r) => (r.body.data as { position: { id: string } }).position.id);
    const positions = new Set(await column<string>('SELECT id AS v FROM portfolio.positions WHERE user_id = $1'));
    expect(ackPositions.filter((id) => !positions.has(id))).toEqual([]);
    expect(positions.size).toBeLessThanOrEqual(ackPositions.length + inDoubt('position').length);
    const settings = await column<string>(
      'SELECT container_id AS v FROM settings.collapsible_states WHERE user_id = $1',
    );
    expect(settings.length).toBe(results.filter((r) => r.kind === 'setting').length);

    const listed = await timed(base, 'get', '/api/portfolio/manual/positions', cookie);
    expect((listed.body.data as { positions: unknown[] }).positions).toHaveLength(positions.size);
    expect((await timed(base, 'get', '/api/health', '')).status).toBe(200);
    const ms = refused.map((r) => r.ms);
    console.info(
      `portfolio SIGKILLed during writes: ${portfolioWrites().length} writes, ${ackOrders.length} orders and ${ackPositions.length} positions acknowledged; ` +
        `${inFlight.length} in flight at the kill (${inFlight.map((r) => r.status).join(', ')}); refusals began ${noticedAt - killedAt} ms after it; ` +
        `${refused.length} refused (p50 ${percentile(ms, 50)} ms, max ${Math.max(...ms)} ms); ${account.orders.size} orders stored, cash ${account.cash}; ` +
        `${results.filter((r) => r.kind === 'setting').length} settings saves meanwhile, all 200; new process took ${Date.now() - restartedAt} ms to serve 20 writes`,
    );
  }, 180_000);

  it('a frozen process (SIGSTOP: subscribed, never answering) costs its callers the RPC timeout and no more, and answers once thawed', async () => {
    const portfolio = procs.get('portfolio-2');
    await portfolio.signal('SIGSTOP');
    let read: Timed;
    let write: Timed;
    try {
      [read, write] = await Promise.all([
        timed(base, 'get', '/api/portfolio/manual/positions', cookie),
        timed(base, 'post', '/api/orders/place', cookie, marketBuy('TCS')),
      ]);
      await otherServicesAnswer();
    } finally {
      await portfolio.signal('SIGCONT');
    }
    for (const r of [read, write]) {
      expect(r.status).toBe(504);
      expectFailureEnvelope(r);
      // It waited for the timeout (the configured event), and not much past it.
      expect(r.ms).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
      expect(r.ms).toBeLessThan(HANG_CEILING_MS);
    }
    const thawed = await until(
      'the thawed process answers',
      async () => {
        const r = await timed(base, 'get', '/api/portfolio/manual/positions', cookie);
        return r.status === 200 ? r : undefined;
      },
      30_000,
    );
    expect(thawed.status).toBe(200);
    // The order sent while it was frozen is in doubt for its caller (504), but never half-written.
    const account = await paperAccount(infra.db, userId);
    expect(account.cash).toBe(account.cashFromOrders);
    expect(account.held).toEqual(account.heldFromOrders);
    console.info(
      `frozen portfolio: read answered 504 in ${read.ms} ms, write in ${write.ms} ms (RPC timeout ${RPC_TIMEOUT_MS} ms); the TCS order is ${
        account.held.TCS ? 'stored, filled after the thaw' : 'not stored when checked'
      }`,
    );
  }, 60_000);
});
