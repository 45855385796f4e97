// Returns and Tax P&L for a ledger of 50,000 trades (25 stocks over five years, sells on every third
// trade), each report asked through the gateway like the browser asks it, against a bare SQL pass over
// the same rows (the same user's trades, read whole into this process with `pg`), in alternating rounds.
// The goal (issue 22): each report's p99 at most 10x the bare pass's p99.
// Knobs: BENCH_TRADES (50000), BENCH_ROUNDS (3), BENCH_CALLS (10 per report per round).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { setUpBenchInfra, startStack } from './bench-infra.mjs';
import { fmt, percentileOfSorted, ratio, report } from './report.mjs';

const TRADES = Number(process.env.BENCH_TRADES ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = Number(process.env.BENCH_CALLS ?? 10);
const GOAL = 10;

const infra = await setUpBenchInfra();
const stack = await startStack(infra, ['auth', 'market', 'settings', 'portfolio', 'gateway'], { LOG_LEVEL: 'error' });
const db = new pg.Client({ connectionString: infra.databaseUrl });
await db.connect();

/** 25 NSE stocks the market knows, with their ISINs, so the report can price them. */
const stocks = (
  await db.query(
    `SELECT isin, tradingsymbol FROM market.instruments
      WHERE exchange = 'NSE' AND instrument_type = 'EQ' AND isin IS NOT NULL ORDER BY instrument_token LIMIT 25`,
  )
).rows;
if (stocks.length < 25) throw new Error(`the market lists only ${stocks.length} NSE stocks with an ISIN`);

const user = await stack.signUp('bench.reports@example.com');
// Trades spread over 1 Apr 2021 .. 31 Mar 2026; every third a sell of what earlier buys left open.
const START = Date.UTC(2021, 3, 1);
const SPAN_DAYS = 5 * 365;
const cols = { trade_id: [], isin: [], symbol: [], trade_date: [], side: [], quantity: [], price: [] };
for (let n = 0; n < TRADES; n++) {
  const s = stocks[n % stocks.length];
  cols.trade_id.push(`B${n}`);
  cols.isin.push(s.isin);
  cols.symbol.push(s.tradingsymbol);
  cols.trade_date.push(new Date(START + Math.floor((n * SPAN_DAYS) / TRADES) * 86_400_000).toISOString().slice(0, 10));
  cols.side.push(n % 3 === 2 ? 'sell' : 'buy');
  cols.quantity.push(String(1 + (n % 5)));
  cols.price.push((1000 + (n % 400) + 0.05).toFixed(2));
}
await db.query(
  `INSERT INTO portfolio.ledger_trades
     (user_id, import_id, source, trade_id, isin, symbol, exchange, segment, trade_date, side, quantity, price)
   SELECT $1, $2, 'console-tradebook', t, i, s, 'NSE', 'EQ', d::date, sd, q::numeric, p::numeric
     FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
       AS x(t, i, s, d, sd, q, p)`,
  [user.userId, randomUUID(), ...Object.values(cols)],
);

const percentile = (xs, p) =>
  percentileOfSorted(
    [...xs].sort((a, b) => a - b),
    p,
  );

/** The bare pass: every trade of the user, as the ledger reads them, into this process. */
async function bareOnce() {
  const t0 = performance.now();
  const { rows } = await db.query(
    `SELECT id, source, trade_id, order_id, isin, symbol, exchange, segment, trade_date::text, executed_at, side,
            quantity::text, price::text, expiry::text, charges::text, instrument_token
       FROM portfolio.ledger_trades WHERE user_id = $1 ORDER BY trade_date, executed_at NULLS FIRST, id`,
    [user.userId],
  );
  if (rows.length !== TRADES) throw new Error(`read ${rows.length} trades`);
  return performance.now() - t0;
}

async function reportOnce(path, check) {
  const t0 = performance.now();
  const res = await fetch(`${stack.url}${path}`, { headers: { cookie: user.cookie } });
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${path} answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  check(body.data);
  return ms;
}

const RETURNS = '/api/reports/returns?period=MAX';
const TAX = '/api/reports/tax-pnl?fy=2024-25';
const checkReturns = (d) => {
  if (d.holdings.length !== stocks.length) throw new Error(`returns list ${d.holdings.length} holdings`);
};
const checkTax = (d) => {
  if (d.rows.length === 0) throw new Error('the tax report lists no exits');
};

try {
  // One call of each first: it fills the market's store of past closes, which every later call reads.
  const warm = [await reportOnce(RETURNS, checkReturns), await reportOnce(TAX, checkTax)];
  const samples = { bare: [], returns: [], tax: [] };
  const roundP99 = [];
  for (let round = 0; round < ROUNDS; round++) {
    const r = { bare: [], returns: [], tax: [] };
    for (let i = 0; i < CALLS; i++) {
      r.bare.push(await bareOnce());
      r.returns.push(await reportOnce(RETURNS, checkReturns));
      r.bare.push(await bareOnce());
      r.tax.push(await reportOnce(TAX, checkTax));
    }
    for (const k of Object.keys(r)) samples[k].push(...r[k]);
    roundP99.push({ bare: percentile(r.bare, 99), returns: percentile(r.returns, 99), tax: percentile(r.tax, 99) });
  }
  const p99 = (k) => percentile(samples[k], 99);
  const median = (k) => percentile(samples[k], 50);
  const spread = (k) => {
    const xs = roundP99.map((x) => x[k]);
    return `${fmt(Math.min(...xs), 0)}-${fmt(Math.max(...xs), 0)}`;
  };
  const verdict = (k) => (p99(k) / p99('bare') <= GOAL ? 'PASS' : 'FAIL');
  const row = (name, k) => [name, fmt(median(k), 0), fmt(p99(k), 0), spread(k), ratio(p99(k), p99('bare'))];
  report({
    title: 'Reports: 50,000-trade ledger',
    setup: `${fmt(TRADES, 0)} trades over ${stocks.length} NSE stocks, 1 Apr 2021 to 31 Mar 2026; ${ROUNDS} rounds of ${CALLS} calls per report, bare pass and report alternating; services from their build output, in their own processes.`,
    head: ['scenario', 'p50 ms', 'p99 ms', 'p99 per round', 'p99 x bare'],
    rows: [
      row('bare SQL: the same trades read whole (baseline)', 'bare'),
      row('GET /api/reports/returns?period=MAX', 'returns'),
      row('GET /api/reports/tax-pnl?fy=2024-25', 'tax'),
    ],
    notes: [
      `Goal: each report's p99 at most ${GOAL}x the bare pass's: returns ${ratio(p99('returns'), p99('bare'))}x ${verdict('returns')}, tax ${ratio(p99('tax'), p99('bare'))}x ${verdict('tax')}.`,
      `First calls (filling the market's stored closes): returns ${fmt(warm[0], 0)} ms, tax ${fmt(warm[1], 0)} ms; not counted above.`,
    ],
  });
} finally {
  await db.end();
  await stack.stop();
  await infra.close();
}
