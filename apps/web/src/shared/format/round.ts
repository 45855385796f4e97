/**
 * A value rounded as it will be shown, so its colour agrees with its text: +₹0.40 shown in whole
 * rupees reads "₹0" and must be grey, not green.
 */
export function asShown(value: number | null | undefined, decimals = 0): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const f = 10 ** decimals;
  // Half away from zero, as Intl.NumberFormat rounds the text.
  const r = (Math.sign(value) * Math.round(Math.abs(value) * f)) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** A price or amount rounded to the 4 decimals prices carry, which removes binary noise from sums. */
export function roundPrice(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** A price difference rounded to 4 decimals, so 1470.1 - 1480 reads -9.9, not -9.900000000000091. */
export function priceDifference(a: number, b: number): number {
  return roundPrice(a - b);
}
