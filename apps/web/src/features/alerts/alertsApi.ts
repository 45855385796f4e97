import type { AlertsPageReply } from '@app/contracts/alerts/rpc';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import type { AlertRow } from './alertConstants';

/** The server's page size bounds (README: limit 1-200). */
export const ALERTS_PAGE = { size: 20, max: 200 } as const;

/** Quiet: the bell shows its own error state and toasts. */
export const alertsApi = {
  list: async (page: number, limit: number): Promise<AlertsPageReply> =>
    (await api.get<ApiSuccess<AlertsPageReply>>('/alerts', { page, limit })).data,
  markRead: async (id: string): Promise<AlertRow> =>
    (await api.post<ApiSuccess<{ alert: AlertRow }>>(`/alerts/${encodeURIComponent(id)}/read`, {})).data.alert,
};

export type AlertsApi = typeof alertsApi;
