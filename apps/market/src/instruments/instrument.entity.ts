import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';
import { PriceColumn } from '../storage/shared-columns.js';

/** The instrument master, one row per Kite instrument token. */
@Entity({ name: 'instruments', schema: 'market' })
@Index(['exchange', 'tradingsymbol'], { unique: true })
export class InstrumentEntity {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @Column({ type: 'bigint', transformer: numberColumn })
  exchange_token!: number;

  @Column({ type: 'text' })
  tradingsymbol!: string;

  @Column({ type: 'text' })
  name!: string;

  @PriceColumn()
  last_price!: number;

  @Column({ type: 'date', nullable: true })
  expiry!: string | null;

  @PriceColumn()
  strike!: number;

  @Column({ type: 'numeric', precision: 12, scale: 4, transformer: numberColumn })
  tick_size!: number;

  @Column({ type: 'integer' })
  lot_size!: number;

  @Column({ type: 'text' })
  instrument_type!: string;

  @Column({ type: 'text' })
  segment!: string;

  @Column({ type: 'text' })
  exchange!: string;

  @Column({ type: 'text', nullable: true })
  isin!: string | null;
}
