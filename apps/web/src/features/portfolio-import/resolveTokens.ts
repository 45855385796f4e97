import type { SecuritySearchResult } from '@app/contracts/market/messages';
import type { ImportKind } from './csvSchema';
import type { Draft } from './csvValidate';

type Lookup = { symbol: string; exchange: string };
export const lookupKey = (l: Lookup): string => `${l.exchange}:${l.symbol}`;

/** The hit with exactly this symbol on exactly this exchange. */
export function exactMatch(results: readonly SecuritySearchResult[], l: Lookup): SecuritySearchResult | null {
  return results.find((r) => r.tradingsymbol.toUpperCase() === l.symbol && r.exchange === l.exchange) ?? null;
}

/**
 * Looks each distinct (symbol, exchange) up once through the security search, a few at a time.
 * A failed search rejects: the import cannot go on without every token.
 */
export async function resolveInstruments(
  lookups: readonly Lookup[],
  search: (query: string) => Promise<SecuritySearchResult[]>,
  concurrency = 4,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, SecuritySearchResult | null>> {
  const unique = [...new Map(lookups.map((l) => [lookupKey(l), l])).values()];
  const out = new Map<string, SecuritySearchResult | null>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const l = unique[next++]!;
      out.set(lookupKey(l), exactMatch(await search(l.symbol), l));
      onProgress?.(out.size, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));
  return out;
}

/** Adds the looked-up tokens (and missing names and types) to the rows; rows whose instrument is unknown get an error. */
export function completeDrafts(
  kind: ImportKind,
  drafts: readonly Draft[],
  found: ReadonlyMap<string, SecuritySearchResult | null>,
): Draft[] {
  return drafts.map((d) => {
    if (!d.item || !d.lookup) return d;
    const hit = found.get(lookupKey(d.lookup));
    if (!hit)
      return { ...d, item: null, errors: [...d.errors, `${d.lookup.symbol} is not listed on ${d.lookup.exchange}`] };
    if (kind === 'rollover-history') return { ...d, item: { ...d.item, toInstrumentToken: hit.instrument_token } };
    return {
      ...d,
      item: {
        ...d.item,
        instrumentToken: hit.instrument_token,
        name: d.item.name ?? hit.name,
        instrumentType: d.item.instrumentType ?? (hit.instrument_type === 'FUT' ? 'FUT' : 'EQ'),
      },
    };
  });
}
