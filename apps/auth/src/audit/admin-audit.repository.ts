import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminAuditEntity } from './admin-audit.entity.js';

export type NewAuditEntry = Omit<AdminAuditEntity, 'id'>;

/** The admin audit (auth.admin_audit): appended to, read newest first, never changed. */
@Injectable()
export class AdminAuditRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private repo(tx?: EntityManager) {
    return (tx ?? this.ds.manager).getRepository(AdminAuditEntity);
  }

  async record(entry: NewAuditEntry, tx?: EntityManager): Promise<void> {
    await this.repo(tx).insert(entry);
  }

  newest(limit: number): Promise<AdminAuditEntity[]> {
    return this.repo().find({ order: { at: 'DESC', id: 'DESC' }, take: limit });
  }
}
