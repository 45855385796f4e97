/** The Charts page of one instrument, as the header search opens it. */
export function chartPath(tradingsymbol: string, instrumentToken: number): string {
  return `/dashboard/charts?symbol=${encodeURIComponent(tradingsymbol)}&token=${instrumentToken}`;
}
