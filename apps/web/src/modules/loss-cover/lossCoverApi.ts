import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import type { UserPreferences } from '@app/contracts/settings/types';
import { api } from '../api/apiClient';
import type { LossRange } from './utils/lossRange';

/** Part 2's loss-cover texts and part 2 section 8's preference messages. */
export const LOSS_TEXT = {
  loading: 'Loading loss positions...',
  errorTitle: 'Error Loading Loss Positions',
  fetchFailed: 'Failed to fetch loss positions',
  emptyTitle: 'No loss positions in current range',
  emptyHint: 'Great! All positions are profitable or outside the loss range',
  saved: 'Preferences saved',
  saveFailed: 'Failed to save preferences',
} as const;

export const LOSS_POSITIONS_PATH = '/portfolio/loss-cover/positions';
export const PREFERENCES_PATH = '/user/preferences';

/** The query of GET /portfolio/loss-cover/positions; the search box filters on the client, so search stays empty. */
export const lossQuery = (range: LossRange) => ({ minLossPercent: range.min, maxLossPercent: range.max, search: '' });

export const lossCoverApi = {
  // GETs answer their `data` as useApiData would cache it, so both can share one SWR key.
  positions: async (range: LossRange): Promise<{ positions: LossCoverPosition[] }> =>
    (await api.get<{ data: { positions: LossCoverPosition[] } }>(LOSS_POSITIONS_PATH, lossQuery(range), { quiet: true })).data,
  preferences: async (): Promise<{ preferences: UserPreferences }> => (await api.get<{ data: { preferences: UserPreferences } }>(PREFERENCES_PATH)).data,
  saveRange: async (range: LossRange): Promise<UserPreferences> =>
    (await api.post<{ data: { preferences: UserPreferences } }>(PREFERENCES_PATH, { preferences: { loss_cover_min_percent: range.min, loss_cover_max_percent: range.max } }, { quiet: true })).data.preferences,
};
