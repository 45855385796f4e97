import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';

/** Sends checked CSV rows to an import path. */
export const importApi = {
  importRows: async (path: string, body: object) =>
    (await api.post<ApiSuccess<{ imported: number }>>(path, body)).data.imported,
};
