import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Instrument } from '@app/contracts';
import { InstrumentEntity } from './instrument.entity.js';

/** Rows per INSERT when the master is replaced (Kite's dump has ~100k). */
const CHUNK = 1000;

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
   * Replaces every row, inside the caller's transaction. The exclusive lock (plain SQL: TypeORM has no
   * table lock) lets readers see the old master until commit, and makes a concurrent replace wait.
   */
  async replaceAll(instruments: readonly Instrument[], tx: EntityManager): Promise<void> {
    await tx.query('LOCK TABLE market.instruments IN EXCLUSIVE MODE');
    await this.instruments(tx).createQueryBuilder().delete().execute();
    for (let i = 0; i < instruments.length; i += CHUNK) {
      await this.instruments(tx).insert(instruments.slice(i, i + CHUNK));
    }
  }
}
