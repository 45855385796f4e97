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
