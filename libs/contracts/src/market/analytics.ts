import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { stackDecorators } from '../shared/decorators.js';
import { MAX_INSTRUMENT_TOKEN } from './limits.js';
import { ANALYTICS_BULK_MAX, ANALYTICS_MAX_MONTHS, ANALYTICS_MIN_MONTHS } from './analytics-types.js';

export * from './analytics-types.js';

const MONTHS_MESSAGE = `months must be a whole number from ${ANALYTICS_MIN_MONTHS} to ${ANALYTICS_MAX_MONTHS}`;

/** How many months of history an analytics instrument covers. */
const IsMonths = () =>
  stackDecorators(
    IsInt({ message: MONTHS_MESSAGE }),
    Min(ANALYTICS_MIN_MONTHS, { message: MONTHS_MESSAGE }),
    Max(ANALYTICS_MAX_MONTHS, { message: MONTHS_MESSAGE }),
  );

export class AnalyticsAddDto {
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token!: number;

  @IsOptional()
  @IsMonths()
  months?: number;
}

export class AnalyticsBulkAddDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'instrument_tokens must list at least one instrument token' })
  @ArrayMaxSize(ANALYTICS_BULK_MAX)
  @IsInt({ each: true, message: 'instrument_tokens must be whole instrument tokens' })
  @Min(1, { each: true })
  @Max(MAX_INSTRUMENT_TOKEN, { each: true })
  instrument_tokens!: number[];

  @IsOptional()
  @IsMonths()
  months?: number;
}

export class AnalyticsRemoveDto {
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token!: number;
}

export class AnalyticsMonthsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsMonths()
  months?: number;
}
