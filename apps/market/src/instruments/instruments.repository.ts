import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Instrument } from '@app/contracts';
import { unnestColumns } from '@app/common';
import { InstrumentEntity } from './instrument.entity.js';

/**
 * Rows per INSERT when the master is replaced: the bundled snapshot (~8k rows) goes in one statement,
 * Kite's full dump (~100k) in ten, each a step of the reload's progress.
 */
export const INSERT_CHUNK = 10_000;

const COLUMNS = [
  ['instrument_token', 'bigint'],
  ['exchange_token', 'bigint'],
  ['tradingsymbol', 'text'],
  ['name', 'text'],
  ['last_price', 'numeric'],
  ['expiry', 'date'],
  ['strike', 'numeric'],
  ['tick_size', 'numeric'],
  ['lot_size', 'integer'],
  ['instrument_type', 'text'],
  ['segment', 'text'],
  ['exchange', 'text'],
  ['isin', 'text'],
] as const satisfies readonly (readonly [keyof Instrument, string])[];

/** One INSERT for many rows: a column array per parameter, zipped by unnest (no per-row statements). */
const BULK = unnestColumns(COLUMNS);
const BULK_INSERT = `INSERT INTO market.instruments (${BULK.names}) SELECT ${BULK.names} FROM ${BULK.from}`;

/** The instrument master table. */
@Injectable()
export class InstrumentsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private instruments(tx?: EntityManager): Repository<InstrumentEntity> {
    return (tx ?? this.ds.manager).getRepository(InstrumentEntity);
  }

  async all(tx?: EntityManager): Promise<Instrument[]> {
    return this.instruments(tx).find({ order: { instrument_token: 'ASC' } });
  }

  /**
   * Replaces every row, inside the caller's transaction, reporting rows stored after each chunk. The
   * exclusive lock (plain SQL: TypeORM has no table lock) lets readers see the old master until commit,
   * and makes a concurrent replace wait.
   */
  async replaceAll(
    instruments: readonly Instrument[],
    tx: EntityManager,
    onChunk: (done: number) => void = () => {},
  ): Promise<void> {
    await tx.query('LOCK TABLE market.instruments IN EXCLUSIVE MODE');
    await this.instruments(tx).createQueryBuilder().delete().execute();
    for (let i = 0; i < instruments.length; i += INSERT_CHUNK) {
      const chunk = instruments.slice(i, i + INSERT_CHUNK);
      await tx.query(
        BULK_INSERT,
        COLUMNS.map(([c]) => chunk.map((row) => row[c] ?? null)),
      );
      onChunk(i + chunk.length);
    }
  }
}
