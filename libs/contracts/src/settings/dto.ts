import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { CONDITION_TYPES, type ConditionType } from '@app/formatting';
import {
  CONTAINER_TYPES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  GRID_MAX_H,
  GRID_MAX_W,
  GRID_MIN_H,
  GRID_MIN_W,
  TABLE_NAMES,
  type ContainerType,
  type TableName,
} from './constants.js';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const hex = (field: string) => Matches(HEX, { message: `${field} must be a hex colour such as #1a1a1a` });
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const finite = { allowNaN: false, allowInfinity: false };
const MAX_CASH = 1_000_000_000_000;
const tableName = IsIn(TABLE_NAMES, { message: `table_name must be one of ${TABLE_NAMES.join(', ')}` });

export class PortfolioVariablesDto {
  @IsInt({ message: 'above_cash must be a whole number' }) @Min(0) @Max(MAX_CASH) above_cash!: number;
  @IsInt({ message: 'below_cash must be a whole number' }) @Min(0) @Max(MAX_CASH) below_cash!: number;
  @IsNumber(finite) @Min(0) @Max(100) stock_commission_pct!: number;
  @IsNumber(finite) @Min(0) @Max(100) future_commission_pct!: number;
}

export class LossCoverDto {
  @IsNumber(finite, { message: 'min_loss_percent must be a number' }) @Min(0) @Max(100) min_loss_percent!: number;
  @IsNumber(finite, { message: 'max_loss_percent must be a number' }) @Min(0) @Max(100) max_loss_percent!: number;
}

export class ColorPreferencesDto {
  @hex('primary') primary!: string;
  @hex('success') success!: string;
  @hex('danger') danger!: string;
  @hex('warning') warning!: string;
  @hex('info') info!: string;
}

export class TableColorDto {
  @hex('color') color!: string;
}

export class TableParam {
  @IsIn(TABLE_NAMES, { message: `table must be one of ${TABLE_NAMES.join(', ')}` }) table!: TableName;
}

export class TableSettingsDto {
  @IsBoolean() separate_pnl_columns!: boolean;
  @IsBoolean() show_percentage_pnl!: boolean;
  @IsBoolean() show_cash_pnl!: boolean;
  @IsBoolean() enable_conditional_formatting!: boolean;
  @IsBoolean() enable_row_colors!: boolean;
}

export class FontPreferencesDto {
  @IsInt({ message: `base_font_size must be a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}` })
  @Min(FONT_SIZE_MIN, { message: `base_font_size must be a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}` })
  @Max(FONT_SIZE_MAX, { message: `base_font_size must be a whole number from ${FONT_SIZE_MIN} to ${FONT_SIZE_MAX}` })
  base_font_size!: number;

  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'font_family is required' })
  @MaxLength(200)
  font_family!: string;
}

export class HeaderPreferencesDto {
  @IsBoolean() auto_hide_enabled!: boolean;
  @IsInt() @Min(0) @Max(1000) proximity_threshold!: number;
  @IsInt() @Min(0) @Max(60000) hide_delay!: number;
  @IsInt() @Min(0) @Max(60000) show_delay!: number;
}

export class ConditionalRuleDto {
  @tableName table_name!: TableName;
  @IsOptional() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsInt() @Min(-1000) @Max(1000) priority?: number;
  @IsIn(CONDITION_TYPES, { message: `condition_type must be one of ${CONDITION_TYPES.join(', ')}` })
  condition_type!: ConditionType;
  @IsNumber(finite, { message: 'condition_value must be a number' }) condition_value!: number;

  @ValidateIf(
    (o: ConditionalRuleDto) =>
      o.condition_type === 'between' || (o.condition_value_max !== undefined && o.condition_value_max !== null),
  )
  @IsNumber(finite, { message: 'condition_value_max must be a number (required for between)' })
  condition_value_max?: number | null;

  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'condition_column is required' })
  @MaxLength(64)
  condition_column!: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @hex('text_color') text_color?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @hex('background_color') background_color?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) rule_name?: string;
}

/** A rule update: any subset of the fields; the merged rule is checked again by the service. */
export class ConditionalRuleUpdateDto {
  @IsOptional() @tableName table_name?: TableName;
  @IsOptional() @IsBoolean() is_active?: boolean;
  @IsOptional() @IsInt() @Min(-1000) @Max(1000) priority?: number;
  @IsOptional()
  @IsIn(CONDITION_TYPES, { message: `condition_type must be one of ${CONDITION_TYPES.join(', ')}` })
  condition_type?: ConditionType;
  @IsOptional() @IsNumber(finite) condition_value?: number;
  @IsOptional() @ValidateIf((_, v) => v !== null) @IsNumber(finite) condition_value_max?: number | null;
  @IsOptional() @Transform(trim) @IsString() @MinLength(1) @MaxLength(64) condition_column?: string;
  @IsOptional() @ValidateIf((_, v) => v !== null) @hex('text_color') text_color?: string | null;
  @IsOptional() @ValidateIf((_, v) => v !== null) @hex('background_color') background_color?: string | null;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) rule_name?: string;
}

export class TableNameQuery {
  @IsOptional() @tableName table_name?: TableName;
}

export class RowKeyDto {
  @tableName table_name!: TableName;
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'row_identifier is required' })
  @MaxLength(200)
  row_identifier!: string;
}

export class RowColorDto extends RowKeyDto {
  @hex('background_color') background_color!: string;
}

export class RowTextColorDto extends RowKeyDto {
  @hex('text_color') text_color!: string;
}

export class CollapsibleStateDto {
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'container_id is required' })
  @MaxLength(100)
  container_id!: string;
  @IsBoolean({ message: 'is_collapsed must be true or false' }) is_collapsed!: boolean;
}

export class ContainerTypeParam {
  @IsIn(CONTAINER_TYPES, { message: `containerType must be one of ${CONTAINER_TYPES.join(', ')}` })
  containerType!: ContainerType;
}

export class ColumnConfigDto extends ContainerTypeParam {
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one column' })
  @ArrayMaxSize(50)
  @IsString({ each: true })
  selectedColumns!: string[];
  @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) columnOrder!: string[];
}

export class GridItemDto {
  @IsString() @MinLength(1) @MaxLength(64) i!: string;
  @IsInt() @Min(0) @Max(1000) x!: number;
  @IsInt() @Min(0) @Max(100000) y!: number;
  @IsInt()
  @Min(GRID_MIN_W, { message: `w must be from ${GRID_MIN_W} to ${GRID_MAX_W}` })
  @Max(GRID_MAX_W, { message: `w must be from ${GRID_MIN_W} to ${GRID_MAX_W}` })
  w!: number;
  @IsInt()
  @Min(GRID_MIN_H, { message: `h must be from ${GRID_MIN_H} to ${GRID_MAX_H}` })
  @Max(GRID_MAX_H, { message: `h must be from ${GRID_MIN_H} to ${GRID_MAX_H}` })
  h!: number;
  @IsOptional() @IsInt() @Min(1) @Max(GRID_MAX_W) minW?: number;
  @IsOptional() @IsInt() @Min(1) @Max(GRID_MAX_H) minH?: number;
  @IsOptional() @IsInt() @Min(1) @Max(GRID_MAX_W) maxW?: number;
  @IsOptional() @IsInt() @Min(1) @Max(GRID_MAX_H) maxH?: number;
}

export class LayoutContentDto {
  @IsArray() @ArrayMaxSize(50) @ValidateNested({ each: true }) @Type(() => GridItemDto) layout!: GridItemDto[];
  @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) containers!: string[];
  @IsOptional() @IsObject() columnConfigs?: Record<string, unknown>;
}

export class CreateLayoutDto extends LayoutContentDto {
  @Transform(trim) @IsString() @MinLength(1, { message: 'Layout name is required' }) @MaxLength(100) name!: string;
}

export class UpdateLayoutDto extends LayoutContentDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Layout name is required' })
  @MaxLength(100)
  name?: string;
}

/** The latest instant a Date can hold is past this; 9999-12-31T23:59:59.999Z bounds a sane clock. */
const MAX_EPOCH_MS = 253_402_300_799_999;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** An ISO date-time string, or epoch milliseconds (what `Date.now()` gives), as the spec's clients send either. */
const IsIsoOrEpochMs = () =>
  ValidateBy({
    name: 'isIsoOrEpochMs',
    validator: {
      validate: (v: unknown) =>
        (typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))) ||
        (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_EPOCH_MS),
      defaultMessage: () => 'timestamp must be an ISO date-time or epoch milliseconds',
    },
  });

export class LastUsedLayoutDto extends LayoutContentDto {
  @IsOptional() @IsIsoOrEpochMs() timestamp?: string | number;
}

export class ActiveLayoutDto {
  @ValidateIf((_, v) => v !== null)
  @IsUUID('all', { message: 'active_layout_id must be a layout id or null' })
  active_layout_id!: string | null;
}

export class LayoutIdParam {
  @IsUUID('all', { message: 'id must be a layout id' }) id!: string;
}

export class RuleIdParam {
  @IsUUID('all', { message: 'id must be a rule id' }) id!: string;
}

export class UserPreferencesValuesDto {
  @IsOptional()
  @IsInt({ message: 'portfolio_above_cash must be a whole number' })
  @Min(0)
  @Max(MAX_CASH)
  portfolio_above_cash?: number;
  @IsOptional()
  @IsInt({ message: 'portfolio_below_cash must be a whole number' })
  @Min(0)
  @Max(MAX_CASH)
  portfolio_below_cash?: number;
  @IsOptional() @IsNumber(finite) @Min(0) @Max(100) loss_cover_min_percent?: number;
  @IsOptional() @IsNumber(finite) @Min(0) @Max(100) loss_cover_max_percent?: number;
}

export class UserPreferencesDto {
  @IsObject({ message: 'preferences must be an object' })
  @ValidateNested()
  @Type(() => UserPreferencesValuesDto)
  preferences!: UserPreferencesValuesDto;
}
