import type { BrokerConnectionSummary } from '@app/contracts/broker/types';
import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { AdminDataSummaryReply, PublicUser } from '@app/contracts/auth/types';
import { api } from '../../shared/api/apiClient';
import type { NewUserBody, UserChanges } from './userForm';

type UserAnswer = { success: boolean; data: { user: PublicUser } };

/** The user administration calls. */
export const usersApi = {
  listPath: '/admin/users',
  summaryPath: (id: string) => `/admin/users/${id}/data-summary`,
  create: (body: NewUserBody) => api.post<UserAnswer>('/auth/register', body),
  update: (id: string, changes: UserChanges) => api.put<UserAnswer>(`/admin/users/${id}`, changes),
  remove: (id: string) => api.delete<ApiSuccess<{ id: string }>>(`/admin/users/${id}`),
};

export type DataSummary = AdminDataSummaryReply;

/** Marks whose Zerodha session feeds the market's live prices (null: nobody's). */
export const feedAccountApi = {
  set: async (userId: string | null) =>
    (
      await api.put<ApiSuccess<{ connections: BrokerConnectionSummary[] }>>('/admin/broker/feed-account', {
        user_id: userId,
      })
    ).data.connections,
};
