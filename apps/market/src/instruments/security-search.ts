import type { Instrument } from '@app/contracts';

/** Lower rank sorts first: exact symbol, symbol prefix, name prefix, symbol substring, name substring. */
function rankOf(symbol: string, name: string, q: string): number {
  if (symbol === q) return 0;
  if (symbol.startsWith(q)) return 1;
  if (name === q || name.startsWith(q)) return 2;
  if (symbol.includes(q)) return 3;
  if (name.includes(q)) return 4;
  return -1;
}

// Cash equities and indices are what investors look for first; derivatives after them.
const EXCHANGE_ORDER: Record<string, number> = { NSE: 0, BSE: 1, NFO: 2, MCX: 3, BFO: 4, CDS: 5, BCD: 6 };

/**
 * Case-insensitive search on symbol and name, exact and prefix matches first. A search is a scan of
 * the master (a few hundred rows bundled, ~100k from Kite's dump): well under a millisecond per
 * thousand rows, so no index is kept.
 */
export function searchInstruments(instruments: readonly Instrument[], query: string, limit: number): Instrument[] {
  const q = query.trim().toUpperCase();
  if (!q) return [];
  const hits: { i: Instrument; rank: number }[] = [];
  for (const i of instruments) {
    const rank = rankOf(i.tradingsymbol.toUpperCase(), i.name.toUpperCase(), q);
    if (rank >= 0) hits.push({ i, rank });
  }
  hits.sort(
    (a, b) =>
      a.rank - b.rank ||
      (EXCHANGE_ORDER[a.i.exchange] ?? 9) - (EXCHANGE_ORDER[b.i.exchange] ?? 9) ||
      a.i.tradingsymbol.length - b.i.tradingsymbol.length ||
      a.i.tradingsymbol.localeCompare(b.i.tradingsymbol),
  );
  return hits.slice(0, limit).map((h) => h.i);
}
