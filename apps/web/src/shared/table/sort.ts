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
  const n = rows.length;
  // Numbers (the live lists' usual sort) are compared from one typed array, signed by the direction, with
  // missing values as NaN; the same order as compareValues, without an object per row or a call per pair.
  const keys = new Float64Array(n);
  const sign = direction === 'asc' ? 1 : -1;
  for (let i = 0; i < n; i++) {
    const v = valueOf(rows[i]!);
    if (typeof v === 'string') return sortMixed(rows, valueOf, direction);
    keys[i] = v === null || v === undefined ? NaN : sign * v;
  }
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (Number.isNaN(x)) return Number.isNaN(y) ? a - b : 1;
    if (Number.isNaN(y)) return -1;
    return x - y || a - b;
  });
  return order.map((i) => rows[i]!);
}

function sortMixed<R>(rows: readonly R[], valueOf: (row: R) => SortValue, direction: SortDirection): R[] {
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => compareValues(x.value, y.value, direction) || x.index - y.index)
    .map((x) => x.row);
}
