import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_INSTRUMENT_TOKEN } from '../market/limits.js';
import { IsFiniteNumber } from '../shared/number-validators.js';
import {
  ALERT_CHANNELS,
  DELIVERY_STATUSES,
  MAX_HIGH_MONTHS,
  MIN_HIGH_MONTHS,
  PORTFOLIO_RULE_KINDS,
  RULE_KINDS,
  RULE_STATUSES,
  VALUELESS_RULE_KINDS,
  type AlertChannel,
  type DeliveryStatus,
  type RuleKind,
  type RuleStatus,
} from './rule-types.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The largest magnitude a rule value may have: a price, a percent or a P&L in rupees (₹100 crore). */
export const MAX_RULE_VALUE = 1_000_000_000;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** POST /api/alerts/rules and PUT /api/alerts/rules/{id} (a PUT replaces the rule). */
export class RuleDto {
  @IsIn(RULE_KINDS, { message: `kind must be one of ${RULE_KINDS.join(', ')}` })
  kind!: RuleKind;

  @ValidateIf((o: RuleDto) => !PORTFOLIO_RULE_KINDS.includes(o.kind) || o.instrument_token !== undefined)
  @IsDefined({ message: 'instrument_token is required for this kind' })
  @IsInt({ message: 'instrument_token must be a whole number' })
  @Min(1)
  @Max(MAX_INSTRUMENT_TOKEN)
  instrument_token?: number;

  @ValidateIf((o: RuleDto) => !VALUELESS_RULE_KINDS.includes(o.kind) || o.value !== undefined)
  @IsDefined({ message: 'value is required for this kind' })
  @IsFiniteNumber({ maxDecimalPlaces: 4 }, { message: 'value must be a number with at most 4 decimals' })
  @Min(-MAX_RULE_VALUE)
  @Max(MAX_RULE_VALUE)
  value?: number;

  @ValidateIf((o: RuleDto) => o.kind === 'change_pct_from_high' || o.months !== undefined)
  @IsDefined({ message: 'months is required for change_pct_from_high' })
  @IsInt({ message: 'months must be a whole number' })
  @Min(MIN_HIGH_MONTHS)
  @Max(MAX_HIGH_MONTHS)
  months?: number;

  @IsOptional() @IsBoolean({ message: 'recurring must be true or false' }) recurring?: boolean;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expires_at must be an ISO-8601 date-time' })
  @MaxLength(40)
  expires_at?: string | null;

  @IsOptional()
  @IsArray({ message: 'channels must be a list' })
  @ArrayMaxSize(ALERT_CHANNELS.length)
  @ArrayUnique({ message: 'channels must not repeat' })
  @IsIn(ALERT_CHANNELS, { each: true, message: `each channel must be one of ${ALERT_CHANNELS.join(', ')}` })
  channels?: AlertChannel[];

  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) note?: string | null;
}

export class AlertRuleIdParam {
  @IsUUID('all', { message: 'id must be an alert rule id' }) id!: string;
}

export class FireIdParam {
  @IsUUID('all', { message: 'id must be an alert fire id' }) id!: string;
}

export class RulesQuery {
  @IsOptional() @IsIn(RULE_STATUSES) status?: RuleStatus;
  @IsOptional() @IsIn(RULE_KINDS) kind?: RuleKind;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_INSTRUMENT_TOKEN) instrument_token?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1000) limit?: number;
}

export class QuietHoursDto {
  @Matches(HH_MM, { message: 'quiet_hours.start must be HH:MM' }) start!: string;
  @Matches(HH_MM, { message: 'quiet_hours.end must be HH:MM' }) end!: string;
}

export class EmailChannelDto {
  /** Setting an address sends it a verification code; null removes it. */
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'email.address must be a valid email address' })
  @MaxLength(254)
  address?: string | null;
}

export class TelegramChannelDto {
  /** `link` issues a one-time code to send the bot; `unlink` forgets the chat. */
  @IsIn(['link', 'unlink'], { message: 'telegram.action must be link or unlink' }) action!: 'link' | 'unlink';
}

export class WebhookChannelDto {
  /** An http(s) URL; null removes the webhook. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2048)
  @Matches(/^https?:\/\/\S+$/i, { message: 'webhook.url must be an http or https URL' })
  url?: string | null;
  /** A new signing secret; the PUT's answer shows it once. */
  @IsOptional() @IsBoolean() rotate_secret?: boolean;
}

/** PUT /api/alerts/channels: each part left out stays as it is. */
export class ChannelSettingsDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ALERT_CHANNELS.length)
  @ArrayUnique()
  @IsIn(ALERT_CHANNELS, { each: true, message: `each default must be one of ${ALERT_CHANNELS.join(', ')}` })
  defaults?: AlertChannel[];
  /** null clears quiet hours. */
  @IsOptional() @ValidateNested() @Type(() => QuietHoursDto) quiet_hours?: QuietHoursDto | null;
  @IsOptional() @ValidateNested() @Type(() => EmailChannelDto) email?: EmailChannelDto;
  @IsOptional() @ValidateNested() @Type(() => TelegramChannelDto) telegram?: TelegramChannelDto;
  @IsOptional() @ValidateNested() @Type(() => WebhookChannelDto) webhook?: WebhookChannelDto;
}

export class ChannelParam {
  @IsIn(ALERT_CHANNELS, { message: `channel must be one of ${ALERT_CHANNELS.join(', ')}` }) channel!: AlertChannel;
}

export class VerifyEmailDto {
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits sent to the address' }) code!: string;
}

export class PushKeysDto {
  @IsString() @MaxLength(200) @Matches(BASE64URL, { message: 'keys.p256dh must be base64url' }) p256dh!: string;
  @IsString() @MaxLength(100) @Matches(BASE64URL, { message: 'keys.auth must be base64url' }) auth!: string;
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export class PushSubscriptionDto {
  @IsString()
  @MaxLength(2048)
  @Matches(/^https?:\/\/\S+$/i, { message: 'endpoint must be an http or https URL' })
  endpoint!: string;
  @IsDefined({ message: 'keys is required' }) @ValidateNested() @Type(() => PushKeysDto) keys!: PushKeysDto;
}

export class PushEndpointDto {
  @IsString() @MaxLength(2048) endpoint!: string;
}

export class DeliveriesQuery {
  @IsOptional() @IsUUID('all', { message: 'rule_id must be an alert rule id' }) rule_id?: string;
  @IsOptional() @IsIn(DELIVERY_STATUSES) status?: DeliveryStatus;
  @IsOptional() @IsIn(ALERT_CHANNELS) channel?: AlertChannel;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) limit?: number;
}
