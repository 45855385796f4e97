import type { AnalyticsFailedInstrument, AnalyticsProcessingStatus } from '@app/contracts/market/analytics-types';
import { api } from '../../shared/api/apiClient';

/** Bulk adds are limited to 200 instruments per call (README "Market data"). */
export const BULK_ADD_MAX = 200;

type Data<T> = { success: boolean; data: T };

/** Every analytics tracking call. */
export const analyticsApi = {
  add: (instrument_token: number, months: number) =>
    api.post<Data<{ instrument: unknown }>>('/analytics/instruments/add', { instrument_token, months }),
  bulkAdd: (instrument_tokens: number[], months: number) =>
    api.post<Data<{ instruments: unknown[] }>>('/analytics/instruments/bulk-add', { instrument_tokens, months }),
  bulkAddRateLimited: (instrument_tokens: number[], months: number) =>
    api.post<Data<{ queued: number; rate_per_second: number }>>('/analytics/instruments/bulk-add-rate-limited', {
      instrument_tokens,
      months,
    }),
  processingStatus: async () => (await api.get<Data<AnalyticsProcessingStatus>>('/analytics/processing-status')).data,
  restartProcessing: () => api.post<Data<{ requeued: number }>>('/analytics/restart-processing', {}),
  failedInstruments: async () =>
    (await api.get<Data<{ instruments: AnalyticsFailedInstrument[] }>>('/analytics/failed-instruments')).data
      .instruments ?? [],
  retryFailed: () => api.post<Data<{ requeued: number }>>('/analytics/retry-failed', {}),
  tracked: async () =>
    (await api.get<Data<{ instruments: unknown[] }>>('/analytics/instruments/tracked')).data.instruments ?? [],
  /** The raw answer: the calculating flow reads `status` beside `data`. */
  bulkDataInstant: (months: number, signal?: AbortSignal) =>
    api.get<unknown>('/analytics/bulk-data-instant', { months }, { signal }),
  updateData: () => api.post<Data<{ requeued: number }>>('/analytics/data/update', {}),
  remove: (instrument_token: number) =>
    api.post<Data<{ instrument_token: number }>>('/analytics/instruments/remove', { instrument_token }),
};
