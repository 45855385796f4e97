import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user whose header picks have been stored: the first visit stores the defaults, so a user who later
 * removes every index keeps an empty header. Its row is also what concurrent changes lock.
 */
@Entity({ name: 'dashboard_index_users', schema: 'market' })
export class DashboardIndexUserEntity {
  @PrimaryColumn({ type: 'uuid' })
  user_id!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
