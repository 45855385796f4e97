import type { ApiSuccess } from '@app/contracts/shared/envelope';
import type { PublicUser, ValidateUsernameReply } from '@app/contracts/auth/types';
import { api, urlOf } from '../../shared/api/apiClient';

/** POST /auth/validate-username answers the check beside `success`, not under `data`. */
export type UsernameCheck = ValidateUsernameReply & Pick<ApiSuccess<unknown>, 'success'>;

export const authApi = {
  validateUsername: (username: string) => api.post<UsernameCheck>('/auth/validate-username', { username }),
  login: (email: string, password: string, rememberMe: boolean) =>
    api.post<ApiSuccess<{ user: PublicUser }>>('/auth/login', { email, password, remember_me: rememberMe }),
  profile: () => api.get<ApiSuccess<{ user: PublicUser }>>('/auth/profile'),
  logout: () => api.post('/auth/logout', {}),
  clearTokens: () => api.post('/auth/clear-tokens', {}),
};

/**
 * POST /auth/refresh outside the shared client (which calls this on a 401 itself). Statuses below 500
 * are answers, not errors; a new session is issued only when the answer says success.
 */
export async function refreshSession(): Promise<{ ok: boolean; user?: PublicUser }> {
  try {
    const res = await fetch(urlOf('/auth/refresh'), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (res.status >= 500) return { ok: false };
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: { user?: PublicUser } } | null;
    return body?.success ? { ok: true, user: body.data?.user } : { ok: false };
  } catch {
    return { ok: false };
  }
}
