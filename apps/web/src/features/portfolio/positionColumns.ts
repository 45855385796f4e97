import { COLUMN_SETS } from '@app/contracts/settings/constants';
import type { Position } from '@app/contracts/portfolio/types';
import { sortRows, type SortState } from '../../shared/table/sort';

/** The live-portfolio column set, in display order. */
export type PositionColumnId =
  'name' | 'buyPrice' | 'quantity' | 'amount' | 'livePrice' | 'profitLoss' | 'profitLossPercent' | 'actions';

export const POSITION_COLUMNS = COLUMN_SETS['live-portfolio'].columns as readonly PositionColumnId[];

/** Unrealised P&L, highest first, by default. */
export const DEFAULT_POSITION_SORT: SortState<PositionColumnId> = { column: 'profitLoss', direction: 'desc' };

/** The value a column sorts and formats by; the live price column sorts by the day's change percent. */
export function positionValue(p: Position, column: PositionColumnId): number | string | null {
  switch (column) {
    case 'name':
      return p.tradingSymbol;
    case 'buyPrice':
      return p.buyPrice;
    case 'quantity':
      return p.quantity;
    case 'amount':
      return p.amount;
    case 'livePrice':
      return p.hasLivePrice ? p.changePercent : null;
    case 'profitLoss':
      return p.unrealizedProfitLoss;
    case 'profitLossPercent':
      return p.unrealizedProfitLossPercent;
    case 'actions':
      return null;
  }
}

export const isSortableColumn = (column: PositionColumnId): boolean => column !== 'actions';

/** Rows in the order of the sort (stable; missing values last); unsorted rows as given. */
export function sortPositions(
  rows: readonly Position[],
  sort: SortState<PositionColumnId> | null,
): readonly Position[] {
  if (!sort || !isSortableColumn(sort.column)) return rows;
  return sortRows(rows, (p) => positionValue(p, sort.column), sort.direction);
}

/** Keeps known column ids in the given order, and the required name and actions columns. */
export function normaliseColumns(columns: readonly string[]): PositionColumnId[] {
  const known = columns.filter((c): c is PositionColumnId => (POSITION_COLUMNS as readonly string[]).includes(c));
  const out = [...new Set(known)];
  if (!out.includes('name')) out.unshift('name');
  if (!out.includes('actions')) out.push('actions');
  return out;
}
