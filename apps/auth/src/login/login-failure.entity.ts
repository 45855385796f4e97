import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A failed sign-in, counted per account and per client IP for throttling. */
@Entity({ name: 'login_failures', schema: 'auth' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  ip: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
