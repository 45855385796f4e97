import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDateString,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_INSTRUMENT_TOKEN, MAX_PRICE } from '../market/limits.js';
import { stackDecorators } from '../shared/decorators.js';
import { IsFiniteNumber } from '../shared/number-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const finite = { maxDecimalPlaces: 4 };
export const MAX_QUANTITY = 10_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}/;

export const POSITION_EXCHANGES = ['NSE', 'BSE', 'NFO', 'MCX'] as const;
export const POSITION_TYPES = ['BUY', 'SELL'] as const;
export const INSTRUMENT_TYPES = ['EQ', 'FUT'] as const;

/** Yesterday's close of a position: left out, null, or a positive price. */
const IsOptionalClose = () =>
  stackDecorators(
    IsOptional(),
    ValidateIf((_, v) => v !== null),
    IsFiniteNumber(finite),
    IsPositive(),
    Max(MAX_PRICE),
  );

export class CreatePositionDto {
  @Transform(upper)
  @IsString()
  @MinLength(1, { message: 'tradingSymbol is required' })
  @MaxLength(64)
  tradingSymbol!: string;
  @IsInt({ message: 'instrumentToken must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrumentToken!: number;
  @IsIn(POSITION_EXCHANGES, { message: `exchange must be one of ${POSITION_EXCHANGES.join(', ')}` })
  exchange!: (typeof POSITION_EXCHANGES)[number];
  @IsOptional() @Transform(trim) @IsString() @MaxLength(128) name?: string;
  @IsFiniteNumber(finite, { message: 'buyPrice must be a number with at most 4 decimals' })
  @IsPositive({ message: 'buyPrice must be positive' })
  @Max(MAX_PRICE)
  buyPrice!: number;
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(MAX_QUANTITY)
  quantity!: number;
  @IsOptional() @IsIn(POSITION_TYPES) positionType?: 'BUY' | 'SELL';
  @IsOptional() @IsIn(INSTRUMENT_TYPES) instrumentType?: 'EQ' | 'FUT';
  @IsOptional() @Matches(DATE, { message: 'expiry must be a date' }) expiry?: string;
  @IsOptional() @Matches(DATE, { message: 'buyDate must be a date' }) buyDate?: string;
  @IsOptionalClose()
  yesterdayClosingPrice?: number | null;
}

export class UpdatePositionDto {
  @IsOptional() @Transform(upper) @IsString() @MinLength(1) @MaxLength(64) tradingSymbol?: string;
  @IsOptional() @IsInt() @Min(1) @Max(MAX_INSTRUMENT_TOKEN) instrumentToken?: number;
  @IsOptional() @IsIn(POSITION_EXCHANGES) exchange?: (typeof POSITION_EXCHANGES)[number];
  @IsOptional() @Transform(trim) @IsString() @MaxLength(128) name?: string;
  @IsOptional() @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) buyPrice?: number;
  @IsOptional() @IsInt() @Min(1) @Max(MAX_QUANTITY) quantity?: number;
  @IsOptional() @IsIn(POSITION_TYPES) positionType?: 'BUY' | 'SELL';
  @IsOptional() @IsIn(INSTRUMENT_TYPES) instrumentType?: 'EQ' | 'FUT';
  @IsOptional() @Matches(DATE) expiry?: string;
  @IsOptional() @Matches(DATE) buyDate?: string;
  @IsOptionalClose()
  yesterdayClosingPrice?: number | null;
}

export class SellPositionDto {
  @IsFiniteNumber(finite, { message: 'sellPrice must be a number with at most 4 decimals' })
  @IsPositive({ message: 'sellPrice must be positive' })
  @Max(MAX_PRICE)
  sellPrice!: number;
  @IsOptional() @IsInt({ message: 'quantity must be a whole number' }) @Min(1) @Max(MAX_QUANTITY) quantity?: number;
  @IsOptional() @IsDateString({}, { message: 'soldAt must be an ISO date' }) soldAt?: string;
}

export class SquareOffDto {
  @IsOptional() @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) price?: number;
}

export class RolloverDto {
  @Transform(upper) @IsString() @MinLength(1) @MaxLength(64) newTradingSymbol!: string;
  @IsInt() @Min(1) @Max(MAX_INSTRUMENT_TOKEN) newInstrumentToken!: number;
  @Matches(DATE, { message: 'newExpiry must be a date' }) newExpiry!: string;
  @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) closePrice!: number;
  @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) openPrice!: number;
}

export class IdsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true, message: 'soldPositionIds must be ids' })
  soldPositionIds!: string[];
}

export class EntityIdParam {
  @IsUUID('all', { message: 'id must be an id' }) id!: string;
}

export class TokenIdParam {
  @Type(() => Number)
  @IsInt({ message: 'id must be an instrument token' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  id!: number;
}

export class LossCoverQuery {
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  minLossPercent?: number;
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  maxLossPercent?: number;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(64) search?: string;
}

export class SoldQuery {
  @IsOptional() @IsIn(['month', 'date']) groupBy?: 'month' | 'date';
}

export const ORDER_TYPES = ['MARKET', 'LIMIT'] as const;
export const PRODUCTS = ['CNC', 'MIS', 'NRML'] as const;

export class OrderDto {
  @Transform(upper) @IsString() @MinLength(1) @MaxLength(64) tradingsymbol!: string;
  @IsIn(POSITION_EXCHANGES, { message: `exchange must be one of ${POSITION_EXCHANGES.join(', ')}` })
  exchange!: (typeof POSITION_EXCHANGES)[number];
  @IsIn(POSITION_TYPES, { message: 'transaction_type must be BUY or SELL' }) transaction_type!: 'BUY' | 'SELL';
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(MAX_QUANTITY)
  quantity!: number;
  @IsIn(ORDER_TYPES, { message: 'order_type must be MARKET or LIMIT' }) order_type!: 'MARKET' | 'LIMIT';
  @ValidateIf((o: OrderDto) => o.order_type === 'LIMIT' || o.price !== undefined)
  @IsFiniteNumber(finite, { message: 'price must be a number (required for LIMIT)' })
  @IsPositive({ message: 'price must be positive' })
  @Max(MAX_PRICE)
  price?: number;
  @IsIn(PRODUCTS, { message: 'product must be CNC, MIS or NRML' }) product!: (typeof PRODUCTS)[number];
}

export class PlaceOrderDto {
  @IsObject({ message: 'order is required' }) @ValidateNested() @Type(() => OrderDto) order!: OrderDto;
}

export const MAX_IMPORT_ROWS = 1000;

export class BulkPositionsDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'positions must list at least one position' })
  @ArrayMaxSize(MAX_IMPORT_ROWS)
  @ValidateNested({ each: true })
  @Type(() => CreatePositionDto)
  positions!: CreatePositionDto[];
}

export class ImportSoldPositionDto extends CreatePositionDto {
  @IsFiniteNumber(finite, { message: 'sellPrice must be a number with at most 4 decimals' })
  @IsPositive()
  @Max(MAX_PRICE)
  sellPrice!: number;
  @IsOptional() @IsDateString({}, { message: 'soldAt must be an ISO date' }) soldAt?: string;
  @IsOptional() @IsFiniteNumber(finite) @Min(0) @Max(MAX_PRICE) commission?: number;
}

export class BulkSoldPositionsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_IMPORT_ROWS)
  @ValidateNested({ each: true })
  @Type(() => ImportSoldPositionDto)
  positions!: ImportSoldPositionDto[];
}

export class ImportRolloverDto {
  @Transform(upper) @IsString() @MinLength(1) @MaxLength(64) fromSymbol!: string;
  @Transform(upper) @IsString() @MinLength(1) @MaxLength(64) toSymbol!: string;
  @IsInt() @Min(1) @Max(MAX_INSTRUMENT_TOKEN) toInstrumentToken!: number;
  @Matches(DATE, { message: 'newExpiry must be a date' }) newExpiry!: string;
  @IsInt() @Min(1) @Max(MAX_QUANTITY) quantity!: number;
  @IsOptional() @IsIn(POSITION_TYPES) positionType?: 'BUY' | 'SELL';
  @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) closePrice!: number;
  @IsFiniteNumber(finite) @IsPositive() @Max(MAX_PRICE) openPrice!: number;
  @IsOptional() @IsDateString() rolledAt?: string;
}

export class BulkRolloverHistoryDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_IMPORT_ROWS)
  @ValidateNested({ each: true })
  @Type(() => ImportRolloverDto)
  rolloverHistory!: ImportRolloverDto[];
}

export class BulkRolloverItemDto extends RolloverDto {
  @IsUUID('all', { message: 'positionId must be an id' }) positionId!: string;
}

export class BulkRolloverDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => BulkRolloverItemDto)
  rolloverData!: BulkRolloverItemDto[];
}
