import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';
import { toStoredTrade } from '../../apps/portfolio/src/ledger/ledger-rows.js';
import { buildLedger } from '../../apps/portfolio/src/ledger/lot-engine.js';
import { taxPnlReport } from '../../apps/portfolio/src/reports/tax/tax-pnl-report.js';

/*
 * 50,000 trades over 50 ISINs from 2015: every three days each ISIN buys 5, buys 5, then sells 5
 * (delivery, FIFO). The bare pass is the ledger's own SELECT of the rows (same columns, casts and order)
 * read to the end; the answer is that read plus the lots built and the Tax P&L walked. Best of three each,
 * so a busy machine's pause does not decide it.
 */
const ROWS = `
  SELECT g AS id, 'console-tradebook'::text AS source, 'T' || g AS trade_id, NULL::text AS order_id,
         'INE' || lpad((g % 50)::text, 3, '0') || 'A01010' AS isin, 'S' || (g % 50) AS symbol,
         'NSE'::text AS exchange, 'EQ'::text AS segment, DATE '2015-01-01' + (g / 50) * 3 AS trade_date,
         NULL::timestamptz AS executed_at, CASE WHEN (g / 50) % 3 = 2 THEN 'sell' ELSE 'buy' END AS side,
         5::numeric AS quantity, (100 + g % 97)::numeric AS price, NULL::date AS expiry, NULL::numeric AS charges
    FROM generate_series(0, 49999) g`;
const READ = `
  SELECT id, source, trade_id, order_id, isin, symbol, exchange, segment, to_char(trade_date, 'YYYY-MM-DD') AS trade_date,
         executed_at, side, quantity::text, price::text, to_char(expiry, 'YYYY-MM-DD') AS expiry, charges::text
    FROM trades ORDER BY trade_date, id`;

async function best(times: number, run: () => Promise<unknown>): Promise<number> {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - t);
  }
  return fastest;
}

describe('a Tax P&L over 50,000 trades (real Postgres)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query(`CREATE TABLE trades AS ${ROWS}`);
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
  });

  it('answers within ten times a bare SQL pass over the rows', async () => {
    const sql = await best(3, () => db.query(READ));
    let rows = 0;
    const answer = await best(3, async () => {
      const trades = (await db.query(READ)).map(toStoredTrade);
      const histories = buildLedger({ trades, openings: [], actions: [] });
      rows = taxPnlReport({ histories: [...histories.values()], actions: [], dividends: [], fy: 2022, fmv: () => null })
        .rows.length;
    });
    // Step s = g / 50 trades on day 3s after 1-Jan-2015 (s up to 999). FY 2022-23 is days 2647 to 3011, so
    // steps 883 to 999; selling steps (s mod 3 = 2) run 884, 887, ..., 998: (998 − 884) / 3 + 1 = 39. Each sale
    // of 5 empties one lot of 5, so 39 × 50 ISINs = 1,950 exits.
    expect(rows).toBe(1950);
    expect(answer).toBeLessThan(10 * sql);
  }, 120_000);
});
