import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { IndexSide } from '@app/contracts';
import { UserInstrumentColumns } from '../storage/shared-columns.js';

/** An index a user pinned to one side of the header. */
@Entity({ name: 'dashboard_indices', schema: 'market' })
@Index(['user_id', 'instrument_token'], { unique: true })
export class DashboardIndexEntity extends UserInstrumentColumns {
  @Column({ type: 'text' })
  side!: IndexSide;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
