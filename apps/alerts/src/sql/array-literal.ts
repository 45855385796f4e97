/**
 * A Postgres array literal (`{a,b,c}`) of values that never need quoting: uuids and finite numbers.
 * Sent as one text parameter and cast in SQL (`$1::uuid[]`), it costs one join, where an array
 * parameter has the driver quote and escape each of tens of thousands of elements.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}
