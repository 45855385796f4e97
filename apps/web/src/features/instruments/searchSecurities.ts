import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { api } from '../../shared/api/apiClient';

/** A security search starts at 2 typed characters. */
export const SEARCH_MIN_CHARS = 2;
// The server takes a query of 1-64 characters and a limit of 1-50.
const MAX_QUERY = 64;
const MAX_LIMIT = 50;

/** GET /securities/search for one query. */
export async function searchSecurities(
  query: string,
  limit: number,
  signal?: AbortSignal,
): Promise<SecuritySearchResult[]> {
  const params = {
    query: query.trim().slice(0, MAX_QUERY),
    limit: Math.min(MAX_LIMIT, Math.max(1, Math.round(limit))),
  };
  const res = await api.get<{ data?: { securities?: SecuritySearchResult[] } }>('/securities/search', params, {
    signal,
  });
  return Array.isArray(res.data?.securities) ? res.data.securities : [];
}
