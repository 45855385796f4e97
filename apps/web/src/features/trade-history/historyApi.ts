import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import { PATHS } from '../../shared/api/paths';

/** Sales history calls. */
export const historyApi = {
  deleteSold: (id: string) => api.delete(`${PATHS.sold}/${encodeURIComponent(id)}`),
  bulkDeleteSold: async (soldPositionIds: string[]) =>
    (await api.post<ApiSuccess<{ deleted: number }>>(`${PATHS.sold}/bulk-delete`, { soldPositionIds })).data.deleted,
};
