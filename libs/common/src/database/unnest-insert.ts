/** A column written by a many-row insert: its name and its Postgres type. */
export type InsertColumn = readonly [name: string, type: string];

/**
 * `unnest($k::type[], ...) WITH ORDINALITY AS r(names..., ord)` over the columns, parameters from
 * `firstParam` on, and the column names joined: the SQL of a many-row insert whose caller builds the
 * column arrays itself.
 */
export function unnestColumns(columns: readonly InsertColumn[], firstParam = 1): { from: string; names: string } {
  const arrays = columns.map(([, type], k) => `$${firstParam + k}::${type}[]`).join(', ');
  const names = columns.map(([name]) => name).join(', ');
  return { from: `unnest(${arrays}) WITH ORDINALITY AS r(${names}, ord)`, names };
}

/**
 * The parts of one statement that inserts many rows from parallel arrays, one array per column:
 * `unnest($k::type[], ...)` over the columns with their names, and the values to pass (one array per
 * column, from rows in column order). One statement and one round trip for the lot, instead of one
 * each: a thousand-row import took a second row by row.
 */
export function unnestRows(
  columns: readonly InsertColumn[],
  rows: readonly (readonly unknown[])[],
  firstParam = 1,
): { from: string; names: string; values: unknown[][] } {
  return { ...unnestColumns(columns, firstParam), values: columns.map((_, k) => rows.map((row) => row[k] ?? null)) };
}
