import { Injectable } from '@nestjs/common';
import type { AdminAuditEntry } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import type { UserEntity } from '../users/user.entity.js';
import { AdminAuditRepository } from './admin-audit.repository.js';
import type { AdminAuditEntity } from './admin-audit.entity.js';

const DEFAULT_ENTRIES = 100;

const toEntry = (e: AdminAuditEntity): AdminAuditEntry => ({
  id: e.id,
  action: e.action,
  actor_id: e.actorId,
  actor_email: e.actorEmail,
  target_id: e.targetId,
  target_email: e.targetEmail,
  target_user_type: e.targetUserType,
  at: e.at.toISOString(),
});

/**
 * What admins did to accounts. An admin's registrations skip the per-client registration limit, so
 * each one is written here instead, in the transaction that creates the account.
 */
@Injectable()
export class AdminAuditService {
  constructor(private readonly audit: AdminAuditRepository) {}

  userCreated(admin: UserEntity, created: UserEntity, at: Date, tx: EntityManager): Promise<void> {
    return this.audit.record(
      {
        action: 'user.created',
        actorId: admin.id,
        actorEmail: admin.email,
        targetId: created.id,
        targetEmail: created.email,
        targetUserType: created.userType,
        at,
      },
      tx,
    );
  }

  async newest(limit = DEFAULT_ENTRIES): Promise<AdminAuditEntry[]> {
    return (await this.audit.newest(limit)).map(toEntry);
  }
}
