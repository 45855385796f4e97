import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';
import { OhlcvColumns, PriceColumn } from '../storage/shared-columns.js';

/** The latest quote of each instrument, flushed periodically so a restart resumes the trading day. */
@Entity({ name: 'quotes', schema: 'market' })
export class QuoteEntity extends OhlcvColumns {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  /** IST trading day the day fields belong to, yyyy-mm-dd. */
  @Column({ type: 'date' })
  day!: string;

  @PriceColumn()
  last_price!: number;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;
}
