import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '@app/common';
import { createTestDatabase, type TestDatabase } from '../support/postgres.js';

/** A repository as the services write them: every method takes the unit of work's manager when given one. */
class LedgerRepository {
  constructor(private readonly ds: DataSource) {}

  async add(entry: string, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query('INSERT INTO ledger (entry) VALUES ($1)', [entry]);
  }
}

describe('UnitOfWork (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let uow: UnitOfWork;
  let ledger: LedgerRepository;
  const entries = async () =>
    (await db.query<{ entry: string }>('SELECT entry FROM ledger ORDER BY id')).map((r) => r.entry);

  beforeAll(async () => {
    db = await createTestDatabase();
    await db.query('CREATE TABLE ledger (id serial PRIMARY KEY, entry text NOT NULL UNIQUE)');
    ds = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    uow = new UnitOfWork(ds);
    ledger = new LedgerRepository(ds);
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('commits every write of the work together and answers what the work returns', async () => {
    const answer = await uow.run(async (tx) => {
      await ledger.add('buy', tx);
      await ledger.add('sell', tx);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await entries()).toEqual(['buy', 'sell']);
  });

  it('rolls back every write when the work fails part-way, and passes the failure on', async () => {
    const failure = uow.run(async (tx) => {
      await ledger.add('rollover-close', tx);
      await ledger.add('buy', tx); // unique violation: the whole unit goes
    });
    await expect(failure).rejects.toThrow(/duplicate key/);
    expect(await entries()).toEqual(['buy', 'sell']);
  });

  it('keeps writes made without the manager outside the transaction', async () => {
    await expect(
      uow.run(async () => {
        await ledger.add('outside');
        throw new Error('late failure');
      }),
    ).rejects.toThrow('late failure');
    expect(await entries()).toEqual(['buy', 'sell', 'outside']);
  });
});
