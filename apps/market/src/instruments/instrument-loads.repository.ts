import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { InstrumentLoadEntity } from './instrument-load.entity.js';
import type { MasterSource } from './master-rules.js';

/** The log of instrument master loads: which source, how many rows, when. */
@Injectable()
export class InstrumentLoadsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private loads(tx?: EntityManager): Repository<InstrumentLoadEntity> {
    return (tx ?? this.ds.manager).getRepository(InstrumentLoadEntity);
  }

  async last(tx?: EntityManager): Promise<InstrumentLoadEntity | null> {
    return this.loads(tx).findOne({ where: {}, order: { id: 'DESC' } });
  }

  async record(source: MasterSource, total: number, tx?: EntityManager): Promise<InstrumentLoadEntity> {
    return this.loads(tx).save({ source, total });
  }
}
