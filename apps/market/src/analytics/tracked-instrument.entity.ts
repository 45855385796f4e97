import { Column, CreateDateColumn, Entity, Index, UpdateDateColumn } from 'typeorm';
import type { AnalyticsStatus } from '@app/contracts';
import { PriceColumn, UserInstrumentColumns } from '../storage/shared-columns.js';

/** An instrument a user tracks in Analytics, with its last computed high/low figures. */
@Entity({ name: 'analytics_tracked_instruments', schema: 'market' })
@Index(['user_id', 'instrument_token'], { unique: true })
export class TrackedInstrumentEntity extends UserInstrumentColumns {
  @Column({ type: 'text' })
  exchange!: string;

  @Column({ type: 'integer' })
  months!: number;

  @Column({ type: 'text' })
  status!: AnalyticsStatus;

  @Column({ type: 'boolean' })
  rate_limited!: boolean;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ type: 'integer' })
  attempts!: number;

  @PriceColumn({ nullable: true })
  highest_price!: number | null;

  @PriceColumn({ nullable: true })
  lowest_price!: number | null;

  @PriceColumn({ nullable: true })
  lowest_after_high!: number | null;

  @Column({ type: 'date', nullable: true })
  high_day!: string | null;

  /** Trading day and window the figures were computed for; stale when either differs. */
  @Column({ type: 'date', nullable: true })
  computed_day!: string | null;

  @Column({ type: 'integer', nullable: true })
  computed_months!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at!: Date;
}
