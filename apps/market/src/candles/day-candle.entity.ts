import { Entity, PrimaryColumn } from 'typeorm';
import { numberColumn } from '@app/common';
import { OhlcvColumns } from '../storage/shared-columns.js';

/** One stored day candle: generated history or a day the live feed closed. */
@Entity({ name: 'day_candles', schema: 'market' })
export class DayCandleEntity extends OhlcvColumns {
  @PrimaryColumn({ type: 'bigint', transformer: numberColumn })
  instrument_token!: number;

  @PrimaryColumn({ type: 'date' })
  day!: string;
}
