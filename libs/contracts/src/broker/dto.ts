import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsPositive,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAX_PRICE } from '../market/limits.js';
import { MAX_QUANTITY } from '../portfolio/dto.js';
import { IsFiniteNumber } from '../shared/number-validators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Kite's redirect to `/api/broker/kite/callback`: `request_token`, `status`, `action` and our echoed `state`. */
export class KiteCallbackQueryDto {
  @IsOptional() @IsString() @MaxLength(32) status?: string;
  @IsOptional() @IsString() @MaxLength(32) action?: string;
  /** Kite adds `type=login` to the redirect. */
  @IsOptional() @IsString() @MaxLength(32) type?: string;
  @ValidateIf((o: KiteCallbackQueryDto) => o.status !== 'cancelled')
  @IsString({ message: 'request_token is required' })
  @Matches(/^[A-Za-z0-9]{1,64}$/, { message: 'request_token must be letters and digits' })
  request_token?: string;
  @IsString({ message: 'state is required' })
  @Matches(/^[A-Za-z0-9_-]{20,128}$/, { message: 'state is not a login state this server issued' })
  state!: string;
}

export const BROKER_MODES = ['live', 'paper'] as const;

/** `PUT /api/broker/mode`. */
export class BrokerModeDto {
  @IsIn(BROKER_MODES, { message: 'mode must be live or paper' }) mode!: (typeof BROKER_MODES)[number];
}

/** `PUT /api/admin/broker/feed-account`: whose Kite session feeds the market; null clears it. */
export class FeedAccountDto {
  @ValidateIf((_, v) => v !== null)
  @Transform(trim)
  @IsUUID('all', { message: 'user_id must be a user id or null' })
  user_id!: string | null;
}

export const MODIFY_ORDER_TYPES = ['MARKET', 'LIMIT'] as const;

/** `PUT /api/orders/{id}`: what may change on an open order. */
export class ModifyOrderDto {
  @IsOptional()
  @IsInt({ message: 'quantity must be a whole number' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(MAX_QUANTITY)
  quantity?: number;
  @IsOptional()
  @IsFiniteNumber({ maxDecimalPlaces: 4 }, { message: 'price must be a number' })
  @IsPositive({ message: 'price must be positive' })
  @Max(MAX_PRICE)
  price?: number;
  @IsOptional()
  @IsIn(MODIFY_ORDER_TYPES, { message: 'order_type must be MARKET or LIMIT' })
  order_type?: (typeof MODIFY_ORDER_TYPES)[number];
}

/**
 * An order id in a path: a paper order's UUID, or Kite's numeric order id (e.g. 151220000000000), so
 * one route serves both sources.
 */
export class OrderIdParam {
  @Matches(/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9]{1,24})$/, {
    message: 'id must be an order id',
  })
  id!: string;
}
