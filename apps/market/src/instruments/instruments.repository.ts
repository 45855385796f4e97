import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Instrument } from '@app/contracts';
import { InstrumentLoadEntity } from './instrument-load.entity.js';
import { InstrumentEntity } from './instrument.entity.js';

const CHUNK = 1000;

@Injectable()
export class InstrumentsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async all(): Promise<Instrument[]> {
    return this.ds.getRepository(InstrumentEntity).find({ order: { instrument_token: 'ASC' } });
  }

  async lastLoad(): Promise<InstrumentLoadEntity | null> {
    return this.ds.getRepository(InstrumentLoadEntity).findOne({ where: {}, order: { id: 'DESC' } });
  }

  /** Replaces the whole master in one transaction: readers see the old list or the new one, never half. */
  async replaceAll(instruments: Instrument[], source: 'bundled' | 'kite'): Promise<InstrumentLoadEntity> {
    return this.ds.transaction(async (m) => {
      await m.query('LOCK TABLE market.instruments IN EXCLUSIVE MODE');
      await m.query('DELETE FROM market.instruments');
      for (let i = 0; i < instruments.length; i += CHUNK) {
        await m.getRepository(InstrumentEntity).insert(instruments.slice(i, i + CHUNK));
      }
      return m.getRepository(InstrumentLoadEntity).save({ source, total: instruments.length });
    });
  }
}
