import type { RebuyStats } from '@app/contracts/portfolio/rpc';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { RebuyGroup } from '@app/contracts/portfolio/types';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';

/** The re-buy screens' texts. */
export const REBUY_TEXT = {
  loading: 'Loading re-buy entries...',
  errorTitle: 'Error Loading Re-Buy Data',
  fetchFailed: 'Failed to fetch re-buy entries',
  emptyTitle: 'No re-buy opportunities found',
  emptyHint: 'Sold positions will appear here when they become profitable to re-buy',
  entryDeleted: 'Re-buy entry deleted',
  entryDeleteFailed: 'Failed to delete re-buy entry',
  instrumentDeleteFailed: 'Failed to delete re-buy entries',
} as const;

/** GET /rebuy/stats: the server's own totals at the time of the call. */
export type { RebuyStats };

export const REBUY_ENTRIES_PATH = PATHS.rebuy;
export const REBUY_STATS_PATH = '/rebuy/stats';

export const rebuyApi = {
  // Both answer their `data` as useApiData would cache it, so the two can share one SWR key.
  entries: async (): Promise<{ entries: RebuyGroup[] }> =>
    (await api.get<ApiSuccess<{ entries: RebuyGroup[] }>>(REBUY_ENTRIES_PATH)).data,
  stats: async (): Promise<{ stats: RebuyStats }> =>
    (await api.get<ApiSuccess<{ stats: RebuyStats }>>(REBUY_STATS_PATH)).data,
  deleteEntry: async (id: string) => {
    await api.delete(`/rebuy/entry/${encodeURIComponent(id)}`);
  },
  /** Deletes every entry of one instrument; answers how many went. */
  deleteInstrument: async (token: number) =>
    (await api.delete<ApiSuccess<{ deleted: number }>>(`/rebuy/instrument/${token}`)).data.deleted,
};
