import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';


/** The latest quote of each instrument, flushed periodically so a restart resumes the trading day. */
@Entity({ name: 'quotes', schema: 'market' })
export class QuoteEntity {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  /** IST trading day the day fields belong to, yyyy-mm-dd. */
  @Column({ type: 'date' })
  day!: string;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn })
  last_price!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn })
  open!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn })
  high!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn })
  low!: number;

  @Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn })
  close!: number;

  @Column({ type: 'bigint', transformer: numberColumn })
  volume!: number;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;
}
