import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { IndexSide } from '@app/contracts';
import { DashboardIndexEntity } from './dashboard-index.entity.js';

export type NewDashboardIndex = Pick<DashboardIndexEntity, 'user_id' | 'instrument_token' | 'tradingsymbol' | 'name' | 'side'>;

@Injectable()
export class IndicesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * Runs fn with the user's index picks locked. The first call for a user stores the defaults, so a
   * user who later removes every index keeps an empty header instead of getting the defaults back.
   */
  async withUserLocked<T>(userId: string, defaults: () => NewDashboardIndex[], fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (m) => {
      const inserted = (await m.query(
        'INSERT INTO market.dashboard_index_users (user_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING user_id',
        [userId],
      )) as unknown[];
      if (inserted.length > 0) await m.getRepository(DashboardIndexEntity).insert(defaults());
      await m.query('SELECT 1 FROM market.dashboard_index_users WHERE user_id = $1 FOR UPDATE', [userId]);
      return fn(m);
    });
  }

  async list(m: EntityManager, userId: string, side?: IndexSide): Promise<DashboardIndexEntity[]> {
    return m.getRepository(DashboardIndexEntity).find({ where: side ? { user_id: userId, side } : { user_id: userId }, order: { created_at: 'ASC' } });
  }

  async insert(m: EntityManager, row: NewDashboardIndex): Promise<DashboardIndexEntity> {
    return m.getRepository(DashboardIndexEntity).save(m.getRepository(DashboardIndexEntity).create(row));
  }

  async remove(m: EntityManager, userId: string, token: number): Promise<boolean> {
    const result = await m.getRepository(DashboardIndexEntity).delete({ user_id: userId, instrument_token: token });
    return (result.affected ?? 0) > 0;
  }
}
