/**
 * The last-used layout's timestamp as stored: always an ISO string. A client may send epoch
 * milliseconds (what `Date.now()` gives) as well as an ISO string; none means now.
 */
export function lastUsedTimestamp(given: string | number | undefined, now: Date): string {
  if (given === undefined) return now.toISOString();
  return typeof given === 'number' ? new Date(given).toISOString() : given;
}
