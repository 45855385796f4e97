import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { numberColumn } from '@app/common';
import type { IndexSide } from '@app/contracts';

/** An index a user pinned to one side of the header. */
@Entity({ name: 'dashboard_indices', schema: 'market' })
@Index(['user_id', 'instrument_token'], { unique: true })
export class DashboardIndexEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  user_id!: string;

  @Column({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @Column({ type: 'text' })
  tradingsymbol!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  side!: IndexSide;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
