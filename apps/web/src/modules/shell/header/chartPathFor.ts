import type { SecuritySearchResult } from '@app/contracts/market/messages';

/** Where submitting the search goes: the first suggestion's chart, else the typed text as a symbol. */
export function chartPathFor(typed: string, first?: Pick<SecuritySearchResult, 'tradingsymbol' | 'instrument_token'>): string | null {
  if (first) return `/dashboard/charts?symbol=${encodeURIComponent(first.tradingsymbol)}&token=${first.instrument_token}`;
  const text = typed.trim();
  return text ? `/dashboard/charts?symbol=${encodeURIComponent(text.toUpperCase())}` : null;
}
