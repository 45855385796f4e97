import { sortRows, type SortState } from '../../shared/table/sort';
import type { RebuyRow } from './rebuyMath';

/** Table columns that sort, plus the original P&L that only the sort menu offers. */
export type RebuySortColumn = 'instrument' | 'currentGainLoss' | 'livePrice' | 'originalGainLoss';

/** totalCurrentGainLoss descending by default: the best re-buys first. */
export const REBUY_DEFAULT_SORT: SortState<RebuySortColumn> = { column: 'currentGainLoss', direction: 'desc' };

/** Instrument sorts by symbol, live price by total current value, gain/loss by the group totals. */
export const REBUY_SORT_KEYS: Record<RebuySortColumn, (row: RebuyRow) => string | number | null> = {
  instrument: (r) => r.symbol,
  currentGainLoss: (r) => r.totalCurrentGainLoss,
  livePrice: (r) => r.totalCurrentValue,
  originalGainLoss: (r) => r.totalOriginalGainLoss,
};

export const REBUY_SORT_LABELS: Record<RebuySortColumn, string> = {
  currentGainLoss: 'Current Gain/Loss',
  originalGainLoss: 'Original P&L',
  livePrice: 'Current Value',
  instrument: 'Symbol',
};

export const isRebuySortColumn = (id: string): id is RebuySortColumn => id in REBUY_SORT_KEYS;

export function sortRebuy(rows: readonly RebuyRow[], sort: SortState<RebuySortColumn>): RebuyRow[] {
  return sortRows(rows, REBUY_SORT_KEYS[sort.column], sort.direction);
}
