import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';
import { CANDLE_INTERVALS, type CandleInterval } from './candle-types.js';

export * from './candle-types.js';

const DATE_OR_DATETIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class HistoricalQuery {
  @IsOptional()
  @Matches(DATE_OR_DATETIME, { message: 'from must be a date (yyyy-mm-dd or yyyy-mm-dd hh:mm:ss)' })
  from?: string;

  @IsOptional()
  @Matches(DATE_OR_DATETIME, { message: 'to must be a date (yyyy-mm-dd or yyyy-mm-dd hh:mm:ss)' })
  to?: string;

  @IsOptional()
  @IsIn(CANDLE_INTERVALS, { message: `interval must be one of ${CANDLE_INTERVALS.join(', ')}` })
  interval?: CandleInterval;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'use_cache must be true or false' })
  use_cache?: boolean;
}
