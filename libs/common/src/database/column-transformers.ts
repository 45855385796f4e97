import type { ValueTransformer } from 'typeorm';

/**
 * Postgres returns numeric and bigint as strings (they may exceed a double). Prices (numeric(18,4))
 * and instrument tokens (< 2^32) fit a JS number exactly, so these columns read as numbers.
 */
export const numberColumn: ValueTransformer = {
  from: (v: string | null) => (v === null ? null : Number(v)),
  to: (v: number | null | undefined) => v,
};
