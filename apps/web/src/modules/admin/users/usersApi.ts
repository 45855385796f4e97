import type { AdminDataSummaryReply, PublicUser } from '@app/contracts/auth/types';
import { api } from '../../api/apiClient';
import type { NewUserBody, UserChanges } from './userForm';

type UserAnswer = { success: boolean; data: { user: PublicUser } };

/** The admin calls of part 3; each screen shows its own errors, so all are quiet. */
export const usersApi = {
  listPath: '/admin/users',
  summaryPath: (id: string) => `/admin/users/${id}/data-summary`,
  create: (body: NewUserBody) => api.post<UserAnswer>('/auth/register', body, { quiet: true }),
  update: (id: string, changes: UserChanges) => api.put<UserAnswer>(`/admin/users/${id}`, changes, { quiet: true }),
  remove: (id: string) => api.delete<{ success: boolean; data: { id: string } }>(`/admin/users/${id}`, undefined, { quiet: true }),
};

export type DataSummary = AdminDataSummaryReply;
