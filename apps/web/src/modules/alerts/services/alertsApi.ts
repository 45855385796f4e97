import { api, type Envelope } from '../../api/apiClient';
import type { AlertRow, AlertsPage } from '../alertConstants';

/** The server's page size bounds (README: limit 1-200). */
export const ALERTS_PAGE = { size: 20, max: 200 } as const;

/** Quiet: the bell shows its own error state and toasts. */
export const alertsApi = {
  list: async (page: number, limit: number): Promise<AlertsPage> => (await api.get<Envelope<AlertsPage>>('/alerts', { page, limit }, { quiet: true })).data,
  markRead: async (id: string): Promise<AlertRow> => (await api.post<Envelope<{ alert: AlertRow }>>(`/alerts/${encodeURIComponent(id)}/read`, {}, { quiet: true })).data.alert,
};

export type AlertsApi = typeof alertsApi;
