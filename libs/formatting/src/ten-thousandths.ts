/** Prices and amounts carry at most four decimals; in ten-thousandths they are whole numbers. */
export const SCALE = 10_000;

// Fifteen digits: any decimal that short is exactly what Decimal reads back from the nearest double.
const MAX_DIGITS_VALUE = 1e15;

/**
 * x as a whole number of ten-thousandths, when x is the double of a decimal with at most four decimals
 * and fifteen digits (then that decimal is exactly what `new Decimal(x)` holds); else undefined.
 * Sums and products of such integers that stay safe integers are exact, so dividing the result by
 * SCALE once gives the same double as the same arithmetic in Decimal.
 */
export function tenThousandths(x: number): number | undefined {
  const scaled = Math.round(x * SCALE);
  return Math.abs(scaled) < MAX_DIGITS_VALUE && scaled / SCALE === x ? scaled : undefined;
}
