import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { chartPath } from '../../features/instruments';

/** Where submitting the search goes: the first suggestion's chart, else the typed text as a symbol. */
export function chartPathFor(
  typed: string,
  first?: Pick<SecuritySearchResult, 'tradingsymbol' | 'instrument_token'>,
): string | null {
  if (first) return chartPath(first.tradingsymbol, first.instrument_token);
  const text = typed.trim();
  return text ? chartPath(text.toUpperCase()) : null;
}
