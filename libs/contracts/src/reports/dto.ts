import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsPositive, Matches } from 'class-validator';
import { RETURN_PERIODS, TAX_EXPORT_FORMATS, type ReturnPeriod, type TaxExportFormat } from './types.js';

const trimUpper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const ISIN = /^IN[A-Z0-9]{9}[0-9]$/;
/** An Indian financial year as people write it: 2025-26 is 1 April 2025 to 31 March 2026. */
export const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** `GET /api/reports/returns?period=&benchmark=&isin=`. */
export class ReturnsQueryDto {
  @IsOptional()
  @Transform(trimUpper)
  @IsIn(RETURN_PERIODS, { message: `period must be one of ${RETURN_PERIODS.join(', ')}` })
  period?: ReturnPeriod;

  /** The index (an instrument token) the user's flows are replayed into; NIFTY 50 when left out. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'benchmark must be an instrument token (a whole number)' })
  @IsPositive({ message: 'benchmark must be an instrument token (a whole number)' })
  benchmark?: number;

  /** One holding's returns only; 404 when the user's ledger has no such ISIN. */
  @IsOptional()
  @Transform(trimUpper)
  @Matches(ISIN, { message: 'isin must be a 12-character Indian ISIN (IN...)' })
  isin?: string;
}

/** `GET /api/reports/tax-pnl?fy=2025-26` (the current financial year when left out). */
export class TaxPnlQueryDto {
  @IsOptional()
  @Matches(FINANCIAL_YEAR, { message: 'fy must be a financial year such as 2025-26' })
  fy?: string;
}

/** `GET /api/reports/tax-pnl/export?fy=2025-26&format=xlsx|csv`. */
export class TaxPnlExportQueryDto extends TaxPnlQueryDto {
  @IsOptional()
  @IsIn(TAX_EXPORT_FORMATS, { message: `format must be one of ${TAX_EXPORT_FORMATS.join(', ')}` })
  format?: TaxExportFormat;
}

/** `GET /api/reports/harvest?isin=` (one holding's lots only; 404 when the ledger has no such ISIN). */
export class HarvestQueryDto {
  @IsOptional()
  @Transform(trimUpper)
  @Matches(ISIN, { message: 'isin must be a 12-character Indian ISIN (IN...)' })
  isin?: string;
}
