import type { PublicUser } from '@app/contracts/auth/types';
import { api, urlOf } from '../api/apiClient';

export interface UsernameCheck {
  success: boolean;
  valid: boolean;
  message: string;
  first_name: string | null;
  user_id: string | null;
}

export const authApi = {
  validateUsername: (username: string) => api.post<UsernameCheck>('/auth/validate-username', { username }, { quiet: true }),
  login: (email: string, password: string, rememberMe: boolean) =>
    api.post<{ success: boolean; data: { user: PublicUser } }>('/auth/login', { email, password, remember_me: rememberMe }, { quiet: true }),
  profile: () => api.get<{ success: boolean; data: { user: PublicUser } }>('/auth/profile', undefined, { quiet: true }),
  logout: () => api.post('/auth/logout', {}, { quiet: true }),
  clearTokens: () => api.post('/auth/clear-tokens', {}, { quiet: true }),
};

/**
 * POST /auth/refresh outside the shared client (which calls this on a 401 itself). Statuses below 500
 * are answers, not errors; a new session is issued only when the answer says success.
 */
export async function refreshSession(): Promise<{ ok: boolean; user?: PublicUser }> {
  try {
    const res = await fetch(urlOf('/auth/refresh'), { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } });
    if (res.status >= 500) return { ok: false };
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: { user?: PublicUser } } | null;
    return body?.success ? { ok: true, user: body.data?.user } : { ok: false };
  } catch {
    return { ok: false };
  }
}
