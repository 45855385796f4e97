import { sortRows, type SortState } from '../../shared/table/sort';
import type { LossRow } from './lossMath';

export type LossSortColumn = 'lossPercent' | 'livePrice' | 'cashLoss';

/** Loss percent descending by default: the deepest losses first. */
export const LOSS_DEFAULT_SORT: SortState<LossSortColumn> = { column: 'lossPercent', direction: 'desc' };

/** Loss percent and cash loss sort by themselves; live price sorts by change percent. */
export const LOSS_SORT_KEYS: Record<LossSortColumn, (row: LossRow) => number | null> = {
  lossPercent: (r) => r.currentLossPercent,
  livePrice: (r) => r.changePercent,
  cashLoss: (r) => r.netCashLoss,
};

export const isLossSortColumn = (id: string): id is LossSortColumn => id in LOSS_SORT_KEYS;

export function sortLoss(rows: readonly LossRow[], sort: SortState<LossSortColumn>): LossRow[] {
  return sortRows(rows, LOSS_SORT_KEYS[sort.column], sort.direction);
}
