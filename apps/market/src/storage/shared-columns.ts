import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { numberColumn } from '@app/common';

/** A price or level as stored: numeric(18,4), read back as a number. */
export const PriceColumn = (options: { nullable?: boolean } = {}): PropertyDecorator =>
  Column({ type: 'numeric', precision: 18, scale: 4, transformer: numberColumn, ...options });

/** A bigint that fits a JS number exactly (instrument tokens, volumes). */
export const WholeNumberColumn = (): PropertyDecorator => Column({ type: 'bigint', transformer: numberColumn });

/** A day's open, high, low, close and volume: the columns a stored quote and a day candle share. */
export abstract class OhlcvColumns {
  @PriceColumn()
  open!: number;

  @PriceColumn()
  high!: number;

  @PriceColumn()
  low!: number;

  @PriceColumn()
  close!: number;

  @WholeNumberColumn()
  volume!: number;
}

/** An instrument a user picked (a header index, a tracked instrument): who, which, and the names shown for it. */
export abstract class UserInstrumentColumns {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  user_id!: string;

  @WholeNumberColumn()
  instrument_token!: number;

  @Column({ type: 'text' })
  tradingsymbol!: string;

  @Column({ type: 'text' })
  name!: string;
}
