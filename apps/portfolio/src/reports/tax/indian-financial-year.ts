import { validationError } from '@app/common';
import { FINANCIAL_YEAR } from '@app/contracts';

/** The first calendar year of the Indian financial year (April to March) holding a day. */
export function fyStartOf(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
}

/** 2024 -> "2024-25". */
export const fyLabel = (start: number): string => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

export const fyBounds = (start: number): { from: string; to: string } => ({
  from: `${start}-04-01`,
  to: `${start + 1}-03-31`,
});

/** "2024-25" -> 2024; a year whose halves do not follow each other ("2024-27") is a 400 naming fy. */
export function parseFy(label: string): number {
  const m = FINANCIAL_YEAR.exec(label);
  const start = m ? Number(m[1]) : NaN;
  if (!m || Number(m[2]) !== (start + 1) % 100 || start < 2000)
    throw validationError([{ field: 'fy', errors: ['fy must be a financial year such as 2025-26'] }]);
  return start;
}
