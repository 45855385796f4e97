import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserType } from '@app/contracts';

@Entity({ name: 'users', schema: 'auth' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored trimmed and lower-cased; a unique index on it makes emails case-insensitive. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'user_type', type: 'text' })
  userType: UserType;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ name: 'broker_user_id', type: 'text', nullable: true })
  brokerUserId: string | null;

  @Column({ name: 'broker_user_shortname', type: 'text', nullable: true })
  brokerUserShortname: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
