import type { CustomFilter, FilterColumn } from './filterOptions';
import type { AnalyticsRow } from './readInstrument';

export type { CustomFilter, FilterColumn, FilterOperator } from './filterOptions';

/** How close two numbers must be for an 'equals' filter to hold. */
export const EQ_TOLERANCE = 0.01;

/** The typed value as a number, or null when it is empty or not a number. */
export function filterNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : null;
}

export function columnValue(row: AnalyticsRow, column: FilterColumn): number | null {
  return column === 'livePricePercent' ? row.changePercent : row[column];
}

/** Whether a filter takes part: it needs a numeric value. */
export function isActiveFilter(f: CustomFilter): boolean {
  return filterNumber(f.value) !== null;
}

/** One condition; an ignored filter passes every row, a row without the value fails an active one. */
export function matchesFilter(row: AnalyticsRow, f: CustomFilter): boolean {
  const v = filterNumber(f.value);
  if (v === null) return true;
  const x = columnValue(row, f.column);
  if (x === null) return false;
  switch (f.operator) {
    case 'gt':
      return x > v;
    case 'lt':
      return x < v;
    case 'eq':
      return Math.abs(x - v) <= EQ_TOLERANCE + 1e-9;
    case 'gte':
      return x >= v;
    case 'lte':
      return x <= v;
    case 'range': {
      // A missing or invalid upper value turns "between" into "at least".
      const upper = filterNumber(f.upperValue);
      return upper === null ? x >= v : x >= v && x <= upper;
    }
  }
}

/** Case-insensitive substring of symbol or name. */
export function matchesSearch(row: AnalyticsRow, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || row.tradingsymbol.toLowerCase().includes(q) || row.name.toLowerCase().includes(q);
}

/** Rows passing the search and every custom filter (all must hold). */
export function applyAnalyticsFilters(
  rows: readonly AnalyticsRow[],
  search: string,
  filters: readonly CustomFilter[],
): AnalyticsRow[] {
  const active = filters.filter(isActiveFilter);
  if (!search.trim() && active.length === 0) return rows as AnalyticsRow[];
  return rows.filter((r) => matchesSearch(r, search) && active.every((f) => matchesFilter(r, f)));
}
