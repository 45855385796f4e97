import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildLedger } from '../../apps/portfolio/src/ledger/lot-engine.js';
import { toStoredTrade } from '../../apps/portfolio/src/ledger/ledger-rows.js';
import { replayIntoIndex } from '../../apps/portfolio/src/reports/returns/benchmark-replay.js';
import type { CloseSeries } from '../../apps/portfolio/src/reports/returns/daily-valuation.js';
import { addDays, daysBetween } from '../../apps/portfolio/src/reports/returns/day-math.js';
import { ledgerFlows } from '../../apps/portfolio/src/reports/returns/ledger-flows.js';
import { spanReturns } from '../../apps/portfolio/src/reports/returns/span-returns.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

const KEYS = 200;
const STEPS = 250;
const START = '2021-01-01';
// The last step, 249 weeks after the start, falls on 2025-10-10.
const TODAY = '2025-12-31';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.query(`CREATE TABLE trades (
    id text PRIMARY KEY, source text, trade_id text, order_id text, isin text, symbol text, exchange text,
    segment text, trade_date date, executed_at timestamptz, side text, quantity numeric, price numeric,
    expiry date, charges numeric, instrument_token bigint)`);
  // 200 ISINs × 250 weekly steps = 50,000 trades: two buys of 10 at 100 + step, then a sale of 5.
  await db.query(
    `INSERT INTO trades
     SELECT n::text, 'console-tradebook', 'T' || n, NULL, 'INE' || lpad((n % $1::int)::text, 6, '0') || 'A01',
            'S' || (n % $1::int), 'NSE', 'EQ', $3::date + ((n / $1) * 7), NULL,
            CASE WHEN (n / $1) % 3 = 2 THEN 'sell' ELSE 'buy' END,
            CASE WHEN (n / $1) % 3 = 2 THEN 5 ELSE 10 END, 100 + n / $1, NULL, NULL, NULL
     FROM generate_series(0, $1::int * $2::int - 1) AS n`,
    [KEYS, STEPS, START],
  );
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

const SELECT = `SELECT id, source, trade_id, order_id, isin, symbol, exchange, segment, trade_date::text AS trade_date,
  executed_at, side, quantity::text AS quantity, price::text AS price, expiry::text AS expiry, charges::text AS charges,
  instrument_token FROM trades ORDER BY trade_date, id`;

async function timed<T>(f: () => Promise<T>): Promise<{ ms: number; out: T }> {
  const t = performance.now();
  const out = await f();
  return { ms: performance.now() - t, out };
}

/** Weekday closes for every key (flat at 100 + weeks elapsed), as the market would answer them. */
function closesFor(isins: string[]): Map<string, CloseSeries> {
  const series: Array<readonly [string, number]> = [];
  for (let d = START; d <= TODAY; d = addDays(d, 1))
    if (![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))
      series.push([d, 100 + Math.floor(daysBetween(START, d) / 7)]);
  return new Map(isins.map((i) => [i, series]));
}

describe('returns over a 50,000-trade ledger', () => {
  it('answers within ten times a bare SQL pass over the same rows', async () => {
    const bare: number[] = [];
    const isins = Array.from({ length: KEYS }, (_, k) => `INE${String(k).padStart(6, '0')}A01`);
    const closes = closesFor(isins);
    const index = closes.get(isins[0]!)!;
    const runs: number[] = [];
    let invested = '';
    // Alternating turns, best of each: a busy machine slows a turn, never speeds one up.
    for (let i = 0; i < 5; i++) {
      bare.push((await timed(() => db.query(SELECT))).ms);
      const { ms, out } = await timed(async () => {
        const trades = (await db.query(SELECT)).map(toStoredTrade);
        const flows = ledgerFlows(buildLedger({ trades, openings: [], actions: [] }).values(), [], []);
        const span = spanReturns({ keys: flows.keys, closes, from: START, to: TODAY });
        replayIntoIndex(span.days, index);
        return span.portfolio.invested;
      });
      runs.push(ms);
      invested = out;
    }
    // Per key: Σ(100 + step) over steps 0..249 is 56,125; the sale steps (2, 5, …, 248: 83 of them) add
    // 83 × 100 + 83 × 125 = 18,675; buys: 10 × (56,125 − 18,675) = 374,500; × 200 keys = 74,900,000.
    expect(invested).toBe('74900000.00');
    expect(Math.min(...runs)).toBeLessThan(10 * Math.min(...bare));
  }, 120_000);
});
