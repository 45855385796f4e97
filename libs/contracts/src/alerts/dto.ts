import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsPositive, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_INSTRUMENT_TOKEN, MAX_PRICE } from '../market/limits.js';
import { IsFiniteNumber } from '../shared/number-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const price = { maxDecimalPlaces: 4 };

export class AddWatchlistDto {
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token!: number;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(64) tradingsymbol?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(128) name?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(8) exchange?: string;
  @IsFiniteNumber(price, { message: 'target_price must be a number with at most 4 decimals' })
  @IsPositive({ message: 'target_price must be positive' })
  @Max(MAX_PRICE)
  target_price!: number;
}

export class UpdateWatchlistDto {
  @IsFiniteNumber(price, { message: 'target_price must be a number with at most 4 decimals' })
  @IsPositive({ message: 'target_price must be positive' })
  @Max(MAX_PRICE)
  target_price!: number;
}

export class WatchlistIdParam {
  @IsUUID('all', { message: 'id must be a watchlist entry id' }) id!: string;
}

export class AlertIdParam {
  @IsUUID('all', { message: 'id must be an alert id' }) id!: string;
}

export class AlertsPageQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) limit?: number;
}
