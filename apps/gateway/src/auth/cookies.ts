import type { CookieOptions, Response } from 'express';
import type { IssuedTokens } from '@app/contracts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './access-token.service.js';

export const REFRESH_COOKIE_PATH = '/api/auth';

function base(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure };
}

/** Session cookies unless remember-me, in which case both live as long as the refresh token. */
export function setAuthCookies(res: Response, t: IssuedTokens, secure: boolean): void {
  const maxAge = t.rememberMe ? Math.max(0, Date.parse(t.refreshExpiresAt) - Date.now()) : undefined;
  res.cookie(ACCESS_COOKIE, t.accessToken, { ...base(secure), path: '/', ...(maxAge !== undefined ? { maxAge } : {}) });
  res.cookie(REFRESH_COOKIE, t.refreshToken, {
    ...base(secure),
    path: REFRESH_COOKIE_PATH,
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
}

export function clearAuthCookies(res: Response, secure: boolean): void {
  res.clearCookie(ACCESS_COOKIE, { ...base(secure), path: '/' });
  res.clearCookie(REFRESH_COOKIE, { ...base(secure), path: REFRESH_COOKIE_PATH });
}
