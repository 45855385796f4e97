import type { Instrument } from '@app/contracts';

/** Lower rank sorts first: exact symbol, symbol prefix, name prefix, symbol substring, name substring. */
export function rankOf(symbol: string, name: string, q: string): number {
  if (symbol === q) return 0;
  if (symbol.startsWith(q)) return 1;
  if (name === q || name.startsWith(q)) return 2;
  if (symbol.includes(q)) return 3;
  if (name.includes(q)) return 4;
  return -1;
}

// Cash equities and indices are what investors look for first; derivatives after them.
export const EXCHANGE_ORDER: Record<string, number> = { NSE: 0, BSE: 1, NFO: 2, MCX: 3, BFO: 4, CDS: 5, BCD: 6 };

/** The order within one rank: NSE before BSE before derivatives, shorter symbols first, then by symbol. */
export function tieOrder(a: Instrument, b: Instrument): number {
  return (
    (EXCHANGE_ORDER[a.exchange] ?? 9) - (EXCHANGE_ORDER[b.exchange] ?? 9) ||
    a.tradingsymbol.length - b.tradingsymbol.length ||
    a.tradingsymbol.localeCompare(b.tradingsymbol)
  );
}

/**
 * Case-insensitive search on symbol and name, exact and prefix matches first: the ranking rule, as a
 * scan of the master. The service serves it from SearchIndex (search-index.ts), which answers the same.
 */
export function searchInstruments(instruments: readonly Instrument[], query: string, limit: number): Instrument[] {
  const q = query.trim().toUpperCase();
  if (!q) return [];
  const hits: { i: Instrument; rank: number }[] = [];
  for (const i of instruments) {
    const rank = rankOf(i.tradingsymbol.toUpperCase(), i.name.toUpperCase(), q);
    if (rank >= 0) hits.push({ i, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || tieOrder(a.i, b.i));
  return hits.slice(0, limit).map((h) => h.i);
}
