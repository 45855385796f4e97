export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string = string> {
  column: K;
  direction: SortDirection;
}

/** Clicking the sorted column flips it; a new column starts descending. */
export function nextSort<K extends string>(current: SortState<K> | null, column: K): SortState<K> {
  if (current && current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'desc' };
}

type SortValue = number | string | null | undefined;

/** Compares two sort values; missing values always sink to the bottom whatever the direction. */
export function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const aMissing = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
  const bMissing = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const order =
    typeof a === 'string' || typeof b === 'string'
      ? String(a).localeCompare(String(b), 'en-IN', { sensitivity: 'base', numeric: true })
      : (a as number) - (b as number);
  return direction === 'asc' ? order : -order;
}

/** A sorted copy of rows by a value accessor; stable for equal values. */
export function sortRows<R>(rows: readonly R[], valueOf: (row: R) => SortValue, direction: SortDirection): R[] {
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => compareValues(x.value, y.value, direction) || x.index - y.index)
    .map((x) => x.row);
}
