import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, UserType } from '@app/contracts';

/** Something an admin did to an account; emails as they were at the time. */
@Entity({ name: 'admin_audit', schema: 'auth' })
export class AdminAuditEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  action: AuditAction;

  @Column({ name: 'actor_id', type: 'uuid' })
  actorId: string;

  @Column({ name: 'actor_email', type: 'text' })
  actorEmail: string;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ name: 'target_email', type: 'text' })
  targetEmail: string;

  @Column({ name: 'target_user_type', type: 'text' })
  targetUserType: UserType;

  @Column({ type: 'timestamptz' })
  at: Date;
}
