import type { CorporateAction, CorporateActionBatch } from '@app/contracts/ledger/corporate-actions';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import { uploadFile } from '../../shared/api/upload';
import type { EntryBody } from './entryForm';

export const CA_PATHS = {
  admin: '/admin/corporate-actions',
  manual: '/admin/corporate-actions/manual',
  apply: (batchId: string) => `/admin/corporate-actions/${batchId}/apply`,
  list: '/corporate-actions',
} as const;

/** Admin: upload NSE's CSV or enter one action (each answers a preview batch), then apply the batch. */
export const caApi = {
  upload: async (file: File, onProgress: (f: number) => void) =>
    (await uploadFile<ApiSuccess<{ batch: CorporateActionBatch }>>(CA_PATHS.admin, file, { onProgress })).data.batch,
  enter: async (body: EntryBody) =>
    (await api.post<ApiSuccess<{ batch: CorporateActionBatch }>>(CA_PATHS.manual, body)).data.batch,
  apply: async (batchId: string) =>
    (await api.post<ApiSuccess<{ batch: CorporateActionBatch }>>(CA_PATHS.apply(batchId), {})).data.batch,
};

export type { CorporateAction };
