import type { InAppFiresPageReply } from '@app/contracts/alerts/rpc';
import type { AlertFiredPush, InAppFire } from '@app/contracts/alerts/rule-types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import { api } from '../../shared/api/apiClient';
import type { ListPage, TimeOf } from './alertList';
import type { InboxApi } from './inboxStore';

export const ruleFireTime: TimeOf<InAppFire> = (f) => f.fired_at;

/** A pushed `alert_fired` as the bell lists it: unread, without the delivery it came by. */
export function inAppFireOf(push: AlertFiredPush): InAppFire {
  const { delivery_id: _delivery, ...fire } = push;
  return { ...fire, read: false, read_at: null };
}

/** The rule alerts sent in-app (GET /api/alerts/fires); quiet, as the bell shows its own errors. */
export const ruleFiresApi: InboxApi<InAppFire> = {
  list: async (page, limit): Promise<ListPage<InAppFire>> => {
    const { fires, ...counts } = (await api.get<ApiSuccess<InAppFiresPageReply>>('/alerts/fires', { page, limit }))
      .data;
    return { ...counts, alerts: fires };
  },
  markRead: async (id) => api.post(`/alerts/fires/${encodeURIComponent(id)}/read`, {}),
  markAllRead: async () => api.post('/alerts/fires/read-all', {}),
};
