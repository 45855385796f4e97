/** Where the price sits in its 52-week range, 0 to 100; null without a range. */
export function rangePosition(price: number | null, low: number | null, high: number | null): number | null {
  if (price === null || low === null || high === null || !(high > low)) return null;
  return Math.min(100, Math.max(0, ((price - low) / (high - low)) * 100));
}
