import type { SecuritySearchResult } from '@app/contracts/market/messages';

/**
 * The search hit for a typed symbol: an exact symbol match (any case; on the given exchange when one
 * is named) first, else, unless `exactOnly`, the first hit.
 */
export function bestMatch(
  results: readonly SecuritySearchResult[],
  symbol: string,
  options: { exchange?: string; exactOnly?: boolean } = {},
): SecuritySearchResult | undefined {
  const wanted = symbol.trim().toUpperCase();
  const exact = results.filter((r) => r.tradingsymbol.toUpperCase() === wanted);
  const onExchange = options.exchange ? exact.find((r) => r.exchange === options.exchange) : exact[0];
  if (onExchange) return onExchange;
  if (options.exchange && options.exactOnly) return undefined;
  return exact[0] ?? (options.exactOnly ? undefined : results[0]);
}

/** Runs `task` over the items with at most `limit` in flight, keeping the input order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
