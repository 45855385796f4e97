import type { AnalyticsFailedInstrument, AnalyticsProcessingStatus } from '@app/contracts/market/analytics-types';
import { api } from '../../api/apiClient';

/** Bulk adds are limited to 200 instruments per call (README "Market data"). */
export const BULK_ADD_MAX = 200;

type Data<T> = { success: boolean; data: T };
// Each screen shows its own outcome (inline or as a toast), so the global error toast stays quiet.
const quiet = { quiet: true } as const;

/** Every analytics tracking call of part 1 section 7. */
export const analyticsApi = {
  add: (instrument_token: number, months: number) => api.post<Data<{ instrument: unknown }>>('/analytics/instruments/add', { instrument_token, months }, quiet),
  bulkAdd: (instrument_tokens: number[], months: number) => api.post<Data<{ instruments: unknown[] }>>('/analytics/instruments/bulk-add', { instrument_tokens, months }, quiet),
  bulkAddRateLimited: (instrument_tokens: number[], months: number) =>
    api.post<Data<{ queued: number; rate_per_second: number }>>('/analytics/instruments/bulk-add-rate-limited', { instrument_tokens, months }, quiet),
  processingStatus: async () => (await api.get<Data<AnalyticsProcessingStatus>>('/analytics/processing-status', undefined, quiet)).data,
  restartProcessing: () => api.post<Data<{ requeued: number }>>('/analytics/restart-processing', {}, quiet),
  failedInstruments: async () => (await api.get<Data<{ instruments: AnalyticsFailedInstrument[] }>>('/analytics/failed-instruments', undefined, quiet)).data.instruments ?? [],
  retryFailed: () => api.post<Data<{ requeued: number }>>('/analytics/retry-failed', {}, quiet),
  tracked: async () => (await api.get<Data<{ instruments: unknown[] }>>('/analytics/instruments/tracked', undefined, quiet)).data.instruments ?? [],
  /** The raw answer: the calculating flow reads `status` beside `data`. */
  bulkDataInstant: (months: number, signal?: AbortSignal) => api.get<unknown>('/analytics/bulk-data-instant', { months }, { quiet: true, signal }),
  updateData: () => api.post<Data<{ requeued: number }>>('/analytics/data/update', {}, quiet),
  remove: (instrument_token: number) => api.post<Data<{ instrument_token: number }>>('/analytics/instruments/remove', { instrument_token }, quiet),
};
