import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';
import { OhlcvColumns } from '../storage/shared-columns.js';

/** One candle fetched from Kite's historical API, of any interval (day candles start at IST midnight). */
@Entity({ name: 'kite_candles', schema: 'market' })
export class KiteCandleEntity extends OhlcvColumns {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @PrimaryColumn({ type: 'text' })
  interval!: string;

  @PrimaryColumn({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'bigint', nullable: true, transformer: numberColumn })
  oi!: number | null;
}

/** A past day whose candles of an interval have been fetched, whether Kite had any for it or not. */
@Entity({ name: 'kite_candle_days', schema: 'market' })
export class KiteCandleDayEntity {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @PrimaryColumn({ type: 'text' })
  interval!: string;

  @PrimaryColumn({ type: 'date' })
  day!: string;
}
