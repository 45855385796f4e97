import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { LossCoverPosition } from '@app/contracts/portfolio/types';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';
import type { LossRange } from './lossRange';

/** The loss-cover screens' texts. */
export const LOSS_TEXT = {
  loading: 'Loading loss positions...',
  errorTitle: 'Error Loading Loss Positions',
  fetchFailed: 'Failed to fetch loss positions',
  emptyTitle: 'No loss positions in current range',
  emptyHint: 'Great! All positions are profitable or outside the loss range',
} as const;

export const LOSS_POSITIONS_PATH = PATHS.lossCover;

/** The query of GET /portfolio/loss-cover/positions; the search box filters on the client, so search stays empty. */
export const lossQuery = (range: LossRange) => ({ minLossPercent: range.min, maxLossPercent: range.max, search: '' });

export const lossCoverApi = {
  // GETs answer their `data` as useApiData would cache it, so both can share one SWR key.
  positions: async (range: LossRange): Promise<{ positions: LossCoverPosition[] }> =>
    (await api.get<ApiSuccess<{ positions: LossCoverPosition[] }>>(LOSS_POSITIONS_PATH, lossQuery(range))).data,
};
