import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import type { Tick } from '@app/contracts';
import { initServiceDataSource, UnitOfWork } from '@app/common';
import { PaperAccountRepository } from '../../apps/portfolio/src/broker/paper-account.repository.js';
import { crossesLimit, type Side } from '../../apps/portfolio/src/broker/order-rules.js';
import { CreatePortfolioTables1764200000000 } from '../../apps/portfolio/src/migrations/1764200000000-create-portfolio-tables.js';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

const USER = '00000000-0000-4000-8000-0000000000a1';

interface GeneratedOrder {
  side: Side;
  type: 'LIMIT' | 'MARKET';
  status: 'OPEN' | 'COMPLETE' | 'CANCELLED';
  token: number;
  paise: number;
}

const order = fc.record<GeneratedOrder>({
  side: fc.constantFrom('BUY', 'SELL'),
  type: fc.constantFrom('LIMIT', 'MARKET'),
  status: fc.constantFrom('OPEN', 'COMPLETE', 'CANCELLED'),
  token: fc.integer({ min: 1, max: 3 }),
  paise: fc.integer({ min: 9_900, max: 10_100 }),
});
const tick = fc.record({ token: fc.integer({ min: 1, max: 4 }), paise: fc.integer({ min: 9_900, max: 10_100 }) });

const tickOf = (token: number, price: number): Tick => ({
  instrument_token: token,
  last_price: price,
  ohlc: { open: price, high: price, low: price, close: price },
  change: 0,
  change_percent: 0,
  volume: 0,
  timestamp: new Date(0).toISOString(),
});

/**
 * The per-tick limit fill runs set-wise in SQL for speed; order placement uses the pure predicate.
 * Both must pick the same orders for any book and any batch of ticks.
 */
describe('limit-order crossing: the SQL and the pure rule agree (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let account: PaperAccountRepository;
  let uow: UnitOfWork;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await initServiceDataSource({
      url: db.url,
      schema: 'portfolio',
      entities: [],
      migrations: [CreatePortfolioTables1764200000000],
      poolSize: 2,
    });
    account = new PaperAccountRepository(ds);
    uow = new UnitOfWork(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('selects exactly the open limit orders each tick crosses, at the tick price', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { maxLength: 12 }),
        fc.array(tick, { minLength: 1, maxLength: 6 }),
        async (book, ticks) => {
          await db.query('TRUNCATE portfolio.orders');
          const ids = await uow.run(async (tx) => {
            const out: string[] = [];
            for (const o of book) {
              const price = o.type === 'LIMIT' ? o.paise / 100 : null;
              out.push(
                await account.insertOrder(
                  USER,
                  {
                    tradingsymbol: `T${o.token}`,
                    exchange: 'NSE',
                    token: o.token,
                    side: o.side,
                    type: o.type,
                    product: 'CNC',
                    quantity: 1,
                    price,
                    status: o.status,
                    message: null,
                  },
                  tx,
                ),
              );
            }
            return out;
          });
          const batch = ticks.map((t) => tickOf(t.token, t.paise / 100));

          const expected = batch.flatMap((t) =>
            book.flatMap((o, i) =>
              o.status === 'OPEN' &&
              o.type === 'LIMIT' &&
              o.token === t.instrument_token &&
              crossesLimit(o.side, o.paise / 100, t.last_price)
                ? [`${ids[i]}@${t.last_price}`]
                : [],
            ),
          );
          const selected = (await account.crossedLimitOrders(batch)).map((c) => `${c.id}@${c.price}`);
          expect(selected.sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 40, seed: 1601 },
    );
  });
});
