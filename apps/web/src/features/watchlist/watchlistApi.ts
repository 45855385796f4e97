import type { WatchlistListReply } from '@app/contracts/alerts/rpc';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { WatchlistEntry } from '@app/contracts/alerts/subjects';
import type { SecuritySearchResult } from '@app/contracts/market/messages';
import { api } from '../../shared/api/apiClient';
import { ApiError, errorText } from '../../shared/api/apiError';

/** The watchlist's messages, word for word as the product states them. */
export const WATCHLIST_TEXT = {
  loadFailed: 'Failed to load watchlist entries',
  addFailed: 'Failed to add instrument to watchlist',
  missingId: 'Invalid response: missing entry ID',
  updateFailed: 'Failed to update target price',
  removed: 'Instrument removed from watchlist',
  removeFailed: 'Failed to remove instrument from watchlist',
  fetchFailed: 'Failed to fetch watchlist',
  errorTitle: 'Error Loading Watchlist',
  loading: 'Loading watchlist...',
  emptyTitle: 'No watchlist entries found',
  emptyHint: 'Add instruments to your watchlist to track target prices',
} as const;

export const WATCHLIST_PATH = '/watchlist';

/** The text a failed add/update/remove shows: a 409's own reason (same instrument and target), else the operation's own message. */
export function watchlistFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 409) return errorText(error, fallback);
  if (error instanceof Error && error.message === WATCHLIST_TEXT.missingId) return error.message;
  return fallback;
}

export const watchlistApi = {
  /** The answer's `data`, as useApiData would cache it, so both can share one SWR key. */
  list: async (): Promise<WatchlistListReply> => (await api.get<ApiSuccess<WatchlistListReply>>(WATCHLIST_PATH)).data,

  /** Adds a target; the answer must carry the new entry's id. */
  add: async (
    instrument: Pick<SecuritySearchResult, 'instrument_token' | 'tradingsymbol' | 'name' | 'exchange'>,
    targetPrice: number,
  ) => {
    const res = await api.post<{ data?: { id?: string; entry?: WatchlistEntry } }>(WATCHLIST_PATH, {
      instrument_token: instrument.instrument_token,
      tradingsymbol: instrument.tradingsymbol,
      name: instrument.name,
      exchange: instrument.exchange,
      target_price: targetPrice,
    });
    if (!res?.data?.id) throw new Error(WATCHLIST_TEXT.missingId);
    return { id: res.data.id, entry: res.data.entry };
  },

  updateTarget: async (id: string, targetPrice: number) =>
    (
      await api.put<ApiSuccess<{ entry: WatchlistEntry }>>(`${WATCHLIST_PATH}/${encodeURIComponent(id)}`, {
        target_price: targetPrice,
      })
    ).data.entry,

  remove: async (id: string) => {
    await api.delete(`${WATCHLIST_PATH}/${encodeURIComponent(id)}`);
  },
};
