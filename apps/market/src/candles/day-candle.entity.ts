import { Column, Entity, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';

/** One stored day candle: generated history or a day the live feed closed. */
@Entity({ name: 'day_candles', schema: 'market' })
export class DayCandleEntity {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @PrimaryColumn({ type: 'date' })
  day!: string;

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
}
