/** The Charts page of one instrument; without a token, of a typed symbol the page looks up itself. */
export function chartPath(tradingsymbol: string, instrumentToken?: number): string {
  const page = `/dashboard/charts?symbol=${encodeURIComponent(tradingsymbol)}`;
  return instrumentToken === undefined ? page : `${page}&token=${instrumentToken}`;
}
