import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import type { LedgerTrade } from '@app/contracts';
import { initServiceDataSource, UnitOfWork } from '@app/common';
import { LedgerTradesRepository } from '../../apps/portfolio/src/ledger/ledger-trades.repository.js';
import { PgLedgerWriter } from '../../apps/portfolio/src/ledger/pg-ledger-writer.js';
import { CreateLedgerTables1765000100000 } from '../../apps/portfolio/src/migrations/1765000100000-create-ledger-tables.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

const ALICE = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const IMPORT_1 = '00000000-0000-4000-8000-000000000101';
const IMPORT_2 = '00000000-0000-4000-8000-000000000102';

const trade = (n: number, over: Partial<LedgerTrade> = {}): LedgerTrade => ({
  trade_id: `T${n}`,
  order_id: `O${n}`,
  isin: 'INE002A01018',
  symbol: 'RELIANCE',
  exchange: 'NSE',
  segment: 'EQ',
  trade_date: '2024-05-02',
  executed_at: '2024-05-02T10:15:00+05:30',
  side: 'buy',
  quantity: '1',
  price: '2900.05',
  expiry: null,
  charges: null,
  source: 'console-tradebook',
  ...over,
});

describe('the ledger writer stores imports in bulk, once per trade id (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let writer: PgLedgerWriter;
  let uow: UnitOfWork;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await initServiceDataSource({
      url: db.url,
      schema: 'portfolio',
      entities: [],
      migrations: [CreateLedgerTables1765000100000],
      poolSize: 2,
    });
    writer = new PgLedgerWriter(new LedgerTradesRepository(ds));
    uow = new UnitOfWork(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('skips the trade ids of an overlapping tradebook, and a repeat inside one file', async () => {
    const first = [1, 2, 3].map((n) => trade(n));
    const counts = await uow.run((tx) =>
      writer.addImported(tx, ALICE, IMPORT_1, { trades: first, holdings: [], dividends: [] }),
    );
    expect(counts).toEqual({ trades: 3, duplicates: 0, holdings: 0, dividends: 0 });

    const overlapping = [2, 3, 4, 4].map((n) => trade(n, { price: '1.00' }));
    const again = await uow.run((tx) =>
      writer.addImported(tx, ALICE, IMPORT_2, { trades: overlapping, holdings: [], dividends: [] }),
    );
    expect(again).toEqual({ trades: 1, duplicates: 3, holdings: 0, dividends: 0 });
    const rows = await db.query<{ trade_id: string; price: string }>(
      'SELECT trade_id, price::text FROM portfolio.ledger_trades WHERE user_id = $1 ORDER BY trade_id',
      [ALICE],
    );
    expect(rows).toEqual([
      { trade_id: 'T1', price: '2900.05' },
      { trade_id: 'T2', price: '2900.05' },
      { trade_id: 'T3', price: '2900.05' },
      { trade_id: 'T4', price: '1.00' },
    ]);
    expect(await writer.existingTradeIds(ALICE, ['T1', 'T4', 'T9'])).toEqual(new Set(['T1', 'T4']));
    expect(await writer.existingTradeIds(BOB, ['T1'])).toEqual(new Set());
  });

  it('keeps trade ids per user: another user may hold the same broker id', async () => {
    const counts = await uow.run((tx) =>
      writer.addImported(tx, BOB, IMPORT_1, { trades: [trade(1)], holdings: [], dividends: [] }),
    );
    expect(counts.trades).toBe(1);
  });

  it('stores holdings as opening lots and dividends once, and undoes one import whole', async () => {
    const counts = await uow.run((tx) =>
      writer.addImported(tx, ALICE, IMPORT_2, {
        trades: [],
        holdings: [
          {
            isin: 'INE009A01021',
            symbol: 'INFY',
            exchange: 'NSE',
            quantity: '10',
            average_price: '1450.5',
            as_of: '2024-03-31',
          },
        ],
        dividends: [
          {
            isin: 'INE009A01021',
            symbol: 'INFY',
            ex_date: '2024-05-31',
            quantity: '10',
            per_share: '20',
            amount: '200',
          },
          {
            isin: 'INE009A01021',
            symbol: 'INFY',
            ex_date: '2024-05-31',
            quantity: '10',
            per_share: '20',
            amount: '200',
          },
        ],
      }),
    );
    expect(counts).toEqual({ trades: 0, duplicates: 0, holdings: 1, dividends: 1 });

    const removed = await uow.run((tx) => writer.removeImport(tx, ALICE, IMPORT_2));
    expect(removed).toBe(3); // T4, the opening lot, the dividend
    const left = await db.query<{ trade_id: string }>(
      'SELECT trade_id FROM portfolio.ledger_trades WHERE user_id = $1 ORDER BY trade_id',
      [ALICE],
    );
    expect(left.map((r) => r.trade_id)).toEqual(['T1', 'T2', 'T3']);
    expect(await db.query('SELECT * FROM portfolio.ledger_opening_lots')).toEqual([]);
    expect(await db.query('SELECT * FROM portfolio.ledger_dividends')).toEqual([]);
    expect((await db.query('SELECT 1 FROM portfolio.ledger_trades WHERE user_id = $1', [BOB])).length).toBe(1);
  });

  it('writes nothing when the caller’s transaction fails', async () => {
    await expect(
      uow.run(async (tx) => {
        await writer.addImported(tx, ALICE, IMPORT_1, { trades: [trade(50)], holdings: [], dividends: [] });
        throw new Error('a later row failed');
      }),
    ).rejects.toThrow('a later row failed');
    expect(await writer.existingTradeIds(ALICE, ['T50'])).toEqual(new Set());
  });

  it('stores 100,000 trades in a few statements', async () => {
    const many = Array.from({ length: 100_000 }, (_, i) => trade(1_000_000 + i, { trade_date: '2024-06-03' }));
    const started = Date.now();
    const counts = await uow.run((tx) =>
      writer.addImported(tx, ALICE, IMPORT_1, { trades: many, holdings: [], dividends: [] }),
    );
    expect(counts.trades).toBe(100_000);
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
