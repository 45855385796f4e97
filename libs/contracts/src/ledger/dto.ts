import { Transform } from 'class-transformer';
import {
  IsDateString,
  IsIn,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsFiniteNumber } from '../shared/number-validators.js';

const trimUpper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const ISIN = /^IN[A-Z0-9]{9}[0-9]$/;

/** `POST /api/imports/{id}/map`: the user's mapping of file columns to fields; saved per user and reused. */
export class ImportMappingDto {
  @IsIn(['trade', 'holding', 'dividend', 'position'], { message: 'kind must be trade, holding, dividend or position' })
  kind!: 'trade' | 'holding' | 'dividend' | 'position';
  /** field -> the file's column header. */
  @IsObject({ message: 'columns must map each field to a column header' })
  columns!: Record<string, string>;
}

/** `GET /api/ledger/lots?isin=` and `GET /api/corporate-actions?isin=`. */
export class IsinQueryDto {
  @IsOptional()
  @Transform(trimUpper)
  @Matches(ISIN, { message: 'isin must be a 12-character Indian ISIN (IN...)' })
  isin?: string;
}

/** `GET /api/ledger/realised?from&to` (IST days, inclusive; default: the current Indian financial year). */
export class RealisedQueryDto {
  @IsOptional() @IsDateString({ strict: true }, { message: 'from must be a date YYYY-MM-DD' }) from?: string;
  @IsOptional() @IsDateString({ strict: true }, { message: 'to must be a date YYYY-MM-DD' }) to?: string;
}

/** One corporate action entered by hand (admin). */
export class CorporateActionEntryDto {
  @Transform(trimUpper) @Matches(ISIN, { message: 'isin must be a 12-character Indian ISIN (IN...)' }) isin!: string;
  @IsIn(['split', 'bonus', 'dividend'], { message: 'kind must be split, bonus or dividend' }) kind!:
    'split' | 'bonus' | 'dividend';
  @IsDateString({ strict: true }, { message: 'ex_date must be a date YYYY-MM-DD' }) ex_date!: string;
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'record_date must be a date YYYY-MM-DD' })
  record_date?: string;
  @ValidateIf((o: CorporateActionEntryDto) => o.kind !== 'dividend')
  @IsFiniteNumber({ maxDecimalPlaces: 0 }, { message: 'ratio_numerator must be a whole number' })
  @IsPositive()
  ratio_numerator?: number;
  @ValidateIf((o: CorporateActionEntryDto) => o.kind !== 'dividend')
  @IsFiniteNumber({ maxDecimalPlaces: 0 }, { message: 'ratio_denominator must be a whole number' })
  @IsPositive()
  ratio_denominator?: number;
  @ValidateIf((o: CorporateActionEntryDto) => o.kind === 'dividend')
  @IsFiniteNumber({ maxDecimalPlaces: 4 }, { message: 'per_share must be a number (the dividend per share)' })
  @IsPositive()
  per_share?: number;
  @IsOptional() @IsString() @MaxLength(300) purpose?: string;
}
