// A 100,000-row Console tradebook CSV imported through the real stack (multipart upload -> gateway ->
// object store -> portfolio: parse, preview, then commit into the ledger), against a bare `COPY` of the
// same rows into a table like the ledger's trades (same columns, same indexes), in turns, in the same run.
// The goal (issue 21): import rows/s at least 0.2x of COPY's. Knobs: BENCH_ROWS (100000), BENCH_ROUNDS (3).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { parseImportFile } from '../apps/portfolio/dist/imports/formats/index.js';
import { setUpBenchInfra, startStack } from './bench-infra.mjs';
import { fmt, ratio, report } from './report.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL = 0.2;
const HEADER =
  'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
const STOCKS = [
  ['RELIANCE', 'INE002A01018'],
  ['INFY', 'INE009A01021'],
  ['TCS', 'INE467B01029'],
  ['HDFCBANK', 'INE040A01034'],
];

/** Trade n of the generated tradebook, as Console's CSV writes it. */
function trade(n) {
  const [symbol, isin] = STOCKS[n % STOCKS.length];
  const day = new Date(Date.UTC(2023, 3, 1) + Math.floor(n / 400) * 86_400_000).toISOString().slice(0, 10);
  const side = n % 3 === 2 ? 'sell' : 'buy';
  const price = (1000 + (n % 500) + 0.05).toFixed(2);
  const time = `${day}T09:${String(15 + (n % 40)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
  return { symbol, isin, day, side, quantity: 1 + (n % 7), price, tradeId: `${10_000_000 + n}`, orderId: `${n}`, time };
}
const trades = Array.from({ length: ROWS }, (_, n) => trade(n));
const csv =
  [
    HEADER,
    ...trades.map(
      (t) =>
        `${t.symbol},${t.isin},${t.day},NSE,EQ,EQ,${t.side},false,${t.quantity},${t.price},${t.tradeId},${t.orderId},${t.time}`,
    ),
  ].join('\n') + '\n';

const infra = await setUpBenchInfra();
const stack = await startStack(infra, ['auth', 'market', 'portfolio', 'gateway'], { LOG_LEVEL: 'error' });
const db = new pg.Client({ connectionString: infra.databaseUrl });
await db.connect();
await db.query('CREATE SCHEMA bench');
await db.query('CREATE TABLE bench.copy_trades (LIKE portfolio.ledger_trades INCLUDING ALL)');

/** The whole import as the browser drives it: upload (answers the preview), then commit. */
async function importOnce(round) {
  const user = await stack.signUp(`bench.import.${round}@example.com`);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'tradebook-AB1234-EQ.csv');
  const t0 = performance.now();
  const up = await fetch(`${stack.url}/api/imports`, { method: 'POST', body: form, headers: { cookie: user.cookie } });
  const preview = (await up.json()).data?.import;
  if (!up.ok || preview?.counts?.trade !== ROWS)
    throw new Error(`upload answered ${up.status} ${JSON.stringify(preview?.counts)}`);
  const t1 = performance.now();
  const commit = await fetch(`${stack.url}/api/imports/${preview.id}/commit`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  const done = (await commit.json()).data?.import;
  if (!commit.ok || done?.counts?.trade !== ROWS) throw new Error(`commit answered ${commit.status}`);
  const t2 = performance.now();
  const stored = (
    await db.query('SELECT count(*)::int AS n FROM portfolio.ledger_trades WHERE user_id = $1', [user.userId])
  ).rows[0].n;
  if (stored !== ROWS) throw new Error(`ledger holds ${stored} trades, not ${ROWS}`);
  return { preview: (t1 - t0) / 1000, commit: (t2 - t1) / 1000, total: (t2 - t0) / 1000 };
}

/** The same rows, already as ledger columns, streamed in one `COPY` (in its own transaction). */
async function copyOnce() {
  await db.query('TRUNCATE bench.copy_trades');
  const userId = randomUUID();
  const importId = randomUUID();
  const lines = trades.map(
    (t) =>
      `${userId},${importId},console-tradebook,${t.tradeId},${t.orderId},${t.isin},${t.symbol},NSE,EQ,${t.day},${t.time}+05:30,${t.side},${t.quantity},${t.price}\n`,
  );
  const t0 = performance.now();
  await db.query('BEGIN');
  const stream = db.query(
    copyStreams.from(
      'COPY bench.copy_trades (user_id, import_id, source, trade_id, order_id, isin, symbol, exchange, segment, trade_date, executed_at, side, quantity, price) FROM STDIN (FORMAT csv)',
    ),
  );
  // Sent in 64 KB-ish chunks, as a COPY client writes, not one message per row.
  const chunks = [];
  for (let i = 0; i < lines.length; i += 500) chunks.push(lines.slice(i, i + 500).join(''));
  await pipeline(Readable.from(chunks), stream);
  await db.query('COMMIT');
  return (performance.now() - t0) / 1000;
}

/** The parser alone, in this process, on the same bytes: how much of the import is reading the file. */
async function parseOnce() {
  const t0 = performance.now();
  const parsed = await parseImportFile(Readable.from([Buffer.from(csv)]), 'tradebook.csv');
  if (parsed.trades.length !== ROWS) throw new Error(`parser found ${parsed.trades.length} trades`);
  return (performance.now() - t0) / 1000;
}

try {
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const copy = await copyOnce();
    const imp = await importOnce(round);
    const parse = await parseOnce();
    runs.push({ copy, parse, ...imp });
  }
  // Median of the rounds, so one round hit by other work on the machine does not move the figure.
  const median = (k) => {
    const sorted = runs.map((r) => r[k]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const spread = (k) => {
    const rates = runs.map((r) => ROWS / r[k]);
    return `${fmt(Math.min(...rates), 0)}-${fmt(Math.max(...rates), 0)}`;
  };
  const copyRate = ROWS / median('copy');
  const importRate = ROWS / median('total');
  const verdict = importRate / copyRate >= GOAL ? 'PASS' : 'FAIL';
  const row = (name, k) => [
    name,
    fmt(median(k), 2),
    fmt(ROWS / median(k), 0),
    spread(k),
    ratio(ROWS / median(k), copyRate),
  ];
  report({
    title: 'Import: 100,000-row tradebook',
    setup: `${fmt(ROWS, 0)}-row Console tradebook CSV (${fmt(csv.length / 2 ** 20, 1)} MB), median of ${ROUNDS} alternating rounds (COPY, then the import), each a new user; services from their build output, in their own processes.`,
    head: ['scenario', 'seconds', 'rows/s', 'rows/s range', 'x COPY'],
    rows: [
      row('COPY into a table like ledger_trades (baseline)', 'copy'),
      row('import: upload -> preview -> commit', 'total'),
      row('  of which upload + parse + preview', 'preview'),
      row('  of which commit', 'commit'),
      row('parser alone, in process (reference)', 'parse'),
    ],
    notes: [
      `Goal: import at least ${GOAL}x of COPY's rows/s: ${fmt(importRate / copyRate, 2)}x, ${verdict}.`,
      `Rounds (copy / import s): ${runs.map((r) => `${fmt(r.copy, 2)} / ${fmt(r.total, 2)}`).join('; ')}.`,
    ],
  });
} finally {
  await db.end();
  await stack.stop();
  await infra.close();
}
