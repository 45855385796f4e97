import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The one way a service groups writes: `run` opens a transaction and hands its EntityManager to the
 * work; repository methods given that manager take part in the transaction, so the work commits
 * whole or rolls back whole. Services receive this and repositories, never a DataSource.
 */
@Injectable()
export class UnitOfWork {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  run<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }
}
