import { sortRows, type SortState } from '../../shared/table/sort';
import type { AnalyticsRow } from './readInstrument';

/** The Analytics column ids of COLUMN_SETS.analytics. */
export const ANALYTICS_COLUMN_IDS = [
  'tradingsymbol',
  'livePrice',
  'highestPrice',
  'lowestAfterHigh',
  'percentFromLowest',
  'percentBelowHigh',
] as const;
export type AnalyticsColumnId = (typeof ANALYTICS_COLUMN_IDS)[number];

/** percentFromLowest descending by default. */
export const DEFAULT_ANALYTICS_SORT: SortState<AnalyticsColumnId> = { column: 'percentFromLowest', direction: 'desc' };

export function isAnalyticsColumn(id: string): id is AnalyticsColumnId {
  return (ANALYTICS_COLUMN_IDS as readonly string[]).includes(id);
}

// Like the other containers' live-price columns, Live Price sorts by the day's change percent.
function sortValue(row: AnalyticsRow, column: AnalyticsColumnId): string | number | null {
  if (column === 'tradingsymbol') return row.tradingsymbol;
  if (column === 'livePrice') return row.changePercent;
  return row[column];
}

/** A sorted copy; rows missing the value sink to the bottom either way. */
export function sortAnalytics(rows: readonly AnalyticsRow[], sort: SortState<AnalyticsColumnId>): AnalyticsRow[] {
  return sortRows(rows, (r) => sortValue(r, sort.column), sort.direction);
}

export interface AnalyticsSummary {
  instruments: number;
  livePrices: number;
  /** Mean of percentFromLowest over rows that have it; null without any. */
  avgFromLow: number | null;
  avgFromHigh: number | null;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** The four summary cards: count, how many have a live price, average distance from low and from high. */
export function summarizeAnalytics(rows: readonly AnalyticsRow[]): AnalyticsSummary {
  return {
    instruments: rows.length,
    livePrices: rows.filter((r) => r.hasLivePrice).length,
    avgFromLow: mean(rows.map((r) => r.percentFromLowest).filter((v): v is number => v !== null)),
    avgFromHigh: mean(rows.map((r) => r.percentBelowHigh).filter((v): v is number => v !== null)),
  };
}
