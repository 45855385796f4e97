import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { IndexSide } from '@app/contracts';
import { DashboardIndexUserEntity } from './dashboard-index-user.entity.js';
import { DashboardIndexEntity } from './dashboard-index.entity.js';
import type { NewDashboardIndex } from './index-picks.js';

/** Each user's header picks, and the per-user row that marks them stored and serialises changes. */
@Injectable()
export class IndicesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private picks(tx?: EntityManager): Repository<DashboardIndexEntity> {
    return (tx ?? this.ds.manager).getRepository(DashboardIndexEntity);
  }

  /** Marks the user's picks as stored: true the first time only (INSERT ... ON CONFLICT DO NOTHING). */
  async registerUser(userId: string, tx: EntityManager): Promise<boolean> {
    const result = await tx
      .getRepository(DashboardIndexUserEntity)
      .createQueryBuilder()
      .insert()
      .values({ user_id: userId })
      .orIgnore()
      .returning('user_id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Locks the user's row (SELECT ... FOR UPDATE) until the transaction ends: one change to a header at a time. */
  async lockUser(userId: string, tx: EntityManager): Promise<void> {
    await tx
      .getRepository(DashboardIndexUserEntity)
      .createQueryBuilder('u')
      .select('u.user_id')
      .where('u.user_id = :userId', { userId })
      .setLock('pessimistic_write')
      .getRawOne();
  }

  async list(userId: string, side?: IndexSide, tx?: EntityManager): Promise<DashboardIndexEntity[]> {
    return this.picks(tx).find({
      where: side ? { user_id: userId, side } : { user_id: userId },
      order: { created_at: 'ASC' },
    });
  }

  /** One INSERT for all the rows: each row's created_at (clock_timestamp()) keeps their order. */
  async insertMany(rows: NewDashboardIndex[], tx?: EntityManager): Promise<void> {
    await this.picks(tx).insert(rows);
  }

  async insert(row: NewDashboardIndex, tx?: EntityManager): Promise<DashboardIndexEntity> {
    const picks = this.picks(tx);
    return picks.save(picks.create(row));
  }

  async remove(userId: string, token: number, tx?: EntityManager): Promise<boolean> {
    const result = await this.picks(tx).delete({ user_id: userId, instrument_token: token });
    return (result.affected ?? 0) > 0;
  }
}
