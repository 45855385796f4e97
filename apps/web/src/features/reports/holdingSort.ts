import type { HoldingReturn } from '@app/contracts/reports/types';
import type { SortState } from '../../shared/table/sort';
import { toMicros } from '../../shared/format/decimal';

export type HoldingSortColumn =
  'symbol' | 'status' | 'invested' | 'withdrawn' | 'dividends' | 'value' | 'gain' | 'xirr';

export const HOLDING_DEFAULT_SORT: SortState<HoldingSortColumn> = { column: 'value', direction: 'desc' };

type Key = bigint | string | null;

const keyOf = (h: HoldingReturn, column: HoldingSortColumn): Key => {
  switch (column) {
    case 'symbol':
      return h.symbol;
    case 'status':
      return h.status;
    case 'xirr':
      return h.xirr.status === 'ok' ? toMicros(h.xirr.xirr) : null;
    default:
      return toMicros(h[column]);
  }
};

// Amounts compare as exact integers (millionths), so ₹0.01 apart still sort apart.
function compare(a: Key, b: Key): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  return String(a).localeCompare(String(b), 'en-IN', { sensitivity: 'base', numeric: true });
}

/** A sorted copy; rows without a figure (an XIRR that is not meaningful) sink whatever the direction. */
export function sortHoldingReturns(
  rows: readonly HoldingReturn[],
  sort: SortState<HoldingSortColumn>,
): HoldingReturn[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: keyOf(row, sort.column) }))
    .sort((x, y) => {
      if (x.key === null || y.key === null) return x.key === y.key ? x.index - y.index : x.key === null ? 1 : -1;
      return sign * compare(x.key, y.key) || x.index - y.index;
    })
    .map((x) => x.row);
}
