import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** `GET /api/market/calendar?year=`: a plausible year here; the market service answers for the years its data holds. */
export class MarketCalendarQuery {
  @Type(() => Number)
  @IsInt({ message: 'year must be a whole number' })
  @Min(2000)
  @Max(2100)
  year!: number;
}
