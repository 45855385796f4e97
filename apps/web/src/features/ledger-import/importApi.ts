import type { ImportPreview, ImportRowKind, ImportSummary } from '@app/contracts/ledger/types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import { uploadFile } from '../../shared/api/upload';
import { PATHS } from '../../shared/api/paths';

export const IMPORTS_PATH = PATHS.imports;

/** The import routes: upload (preview), mapping, commit and undo of a whole import. */
export const importApi = {
  upload: async (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
    (await uploadFile<ApiSuccess<{ import: ImportPreview }>>(IMPORTS_PATH, file, { onProgress, signal })).data.import,
  get: async (id: string) =>
    (await api.get<ApiSuccess<{ import: ImportPreview }>>(`${IMPORTS_PATH}/${id}`)).data.import,
  map: async (id: string, body: { kind: ImportRowKind; columns: Record<string, string> }) =>
    (await api.post<ApiSuccess<{ import: ImportPreview }>>(`${IMPORTS_PATH}/${id}/map`, body)).data.import,
  commit: async (id: string) =>
    (await api.post<ApiSuccess<{ import: ImportPreview }>>(`${IMPORTS_PATH}/${id}/commit`, {}, { timeoutMs: 600_000 }))
      .data.import,
  undo: async (id: string) =>
    (await api.delete<ApiSuccess<{ import: ImportSummary }>>(`${IMPORTS_PATH}/${id}`)).data.import,
};
