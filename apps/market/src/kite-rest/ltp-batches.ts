import type { Instrument } from '@app/contracts';

/** Kite's quote key: EXCHANGE:TRADINGSYMBOL. */
export function quoteKey(i: Pick<Instrument, 'exchange' | 'tradingsymbol'>): string {
  return `${i.exchange}:${i.tradingsymbol}`;
}

/** Consecutive batches of at most `size`. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Prices from a /quote/ltp answer ({"NSE:INFY": {instrument_token, last_price}}), by the asked
 * instrument's token. Keys Kite has no data for are absent from its answer, and so from this one.
 */
export function ltpPricesOf(asked: readonly Instrument[], data: unknown): Map<number, number> {
  const byKey = (data ?? {}) as Record<string, { last_price?: unknown } | undefined>;
  const out = new Map<number, number>();
  for (const i of asked) {
    const price = byKey[quoteKey(i)]?.last_price;
    if (typeof price === 'number' && Number.isFinite(price) && price > 0) out.set(i.instrument_token, price);
  }
  return out;
}
