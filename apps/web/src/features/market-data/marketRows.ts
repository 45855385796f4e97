import type { MarketQuote } from '@app/contracts/market/messages';
import { sortRows, type SortState } from '../../shared/table/sort';

export type MarketSortColumn = 'tradingsymbol' | 'exchange' | 'last_price' | 'change' | 'change_percent' | 'volume';
export const ALL_EXCHANGES = 'ALL';

/** Rows whose symbol or name contains the text (any case), on the chosen exchange. */
export function filterQuotes(rows: readonly MarketQuote[], search: string, exchange: string): MarketQuote[] {
  const q = search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (exchange === ALL_EXCHANGES || r.exchange === exchange) &&
      (!q || r.tradingsymbol.toLowerCase().includes(q) || (r.name ?? '').toLowerCase().includes(q)),
  );
}

/** Sorted copy; the symbol sorts by text, every other column by its number. */
export function sortQuotes(rows: readonly MarketQuote[], sort: SortState<MarketSortColumn>): MarketQuote[] {
  const valueOf = (r: MarketQuote): string | number | null => {
    const v = r[sort.column];
    return typeof v === 'number' || typeof v === 'string' ? v : null;
  };
  return sortRows(rows, valueOf, sort.direction);
}

/** Exchanges present in the rows, in the usual order (cash markets first). */
export function exchangesOf(rows: readonly MarketQuote[]): string[] {
  const order = ['NSE', 'BSE', 'NFO', 'BFO', 'MCX', 'CDS', 'BCD'];
  const present = new Set(rows.map((r) => r.exchange));
  return [...present].sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
}

export interface Breadth {
  advancing: number;
  declining: number;
  unchanged: number;
}

/** How many rows are up, down and flat on the day. */
export function breadthOf(rows: readonly MarketQuote[]): Breadth {
  const out: Breadth = { advancing: 0, declining: 0, unchanged: 0 };
  for (const r of rows) {
    const c = r.change_percent;
    if (typeof c !== 'number' || !Number.isFinite(c) || Math.abs(c) < 0.005) out.unchanged += 1;
    else if (c > 0) out.advancing += 1;
    else out.declining += 1;
  }
  return out;
}

/** Movers re-ranked by their live change: gainers biggest rise first, losers biggest fall first. */
export function rankMovers(rows: readonly MarketQuote[], direction: 'up' | 'down'): MarketQuote[] {
  return sortRows(rows, (r) => r.change_percent, direction === 'up' ? 'desc' : 'asc');
}

/** A figure as shown (2 decimals), so a 0.004 % move is a grey "0.00%", not a green one. */
export function roundShown(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}
