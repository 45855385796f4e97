import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { INDEX_SIDES, type IndexSide } from './messages.js';
import { MAX_INSTRUMENT_TOKEN, MAX_PRICE, MAX_SUBSCRIBE_TOKENS, SEARCH_MAX_LIMIT } from './limits.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class InstrumentTokenParam {
  @Type(() => Number)
  @IsInt({ message: 'token must be a whole number' })
  @Min(1, { message: 'token must be a positive instrument token' })
  @Max(MAX_INSTRUMENT_TOKEN, { message: 'token must be a valid instrument token' })
  token!: number;
}

export class SecuritiesSearchQuery {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'query is required' })
  @MaxLength(64)
  query!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(SEARCH_MAX_LIMIT)
  limit?: number;
}

export class InstrumentsReloadDto {
  @IsOptional()
  @IsIn(['bundled', 'kite'])
  source?: 'bundled' | 'kite';
}

export class SubscribeInstrumentsDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'instruments must list at least one instrument token' })
  @ArrayMaxSize(MAX_SUBSCRIBE_TOKENS)
  @IsInt({ each: true, message: 'instruments must be whole instrument tokens' })
  @Min(1, { each: true, message: 'instruments must be positive instrument tokens' })
  @Max(MAX_INSTRUMENT_TOKEN, { each: true, message: 'instruments must be valid instrument tokens' })
  instruments!: number[];
}

export class SimulatorPriceDto {
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token!: number;

  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'last_price must be a number' })
  @IsPositive({ message: 'last_price must be positive' })
  @Max(MAX_PRICE)
  last_price!: number;
}

export class IndexSideParam {
  @IsIn(INDEX_SIDES, { message: 'side must be left or right' })
  side!: IndexSide;
}

export class AddDashboardIndexDto {
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token!: number;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  tradingsymbol?: string;

  @IsOptional()
  @IsString()
  @MaxLength(128)
  name?: string;

  @IsIn(INDEX_SIDES, { message: 'side must be left or right' })
  side!: IndexSide;
}
