import { describe, expect, it } from '@jest/globals';
import type { CookieOptions, Response } from 'express';
import type { IssuedTokens } from '@app/contracts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './access-token.service.js';
import { REFRESH_COOKIE_PATH, clearAuthCookies, setAuthCookies } from './cookies.js';

interface CookieCall {
  name: string;
  value?: string;
  options: CookieOptions;
}

/** Just enough of an express Response to record what cookies were set and cleared. */
function fakeResponse() {
  const set: CookieCall[] = [];
  const cleared: CookieCall[] = [];
  const res = {
    cookie(name: string, value: string, options: CookieOptions) {
      set.push({ name, value, options });
      return res;
    },
    clearCookie(name: string, options: CookieOptions) {
      cleared.push({ name, options });
      return res;
    },
  };
  const byName = (calls: CookieCall[], name: string): CookieCall => {
    const call = calls.find((c) => c.name === name);
    if (!call) throw new Error(`cookie ${name} was not touched`);
    return call;
  };
  return { res: res as unknown as Response, set, cleared, byName };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function tokens(rememberMe: boolean, refreshInMs = 30 * DAY_MS): IssuedTokens {
  return {
    accessToken: 'access.jwt.value',
    accessExpiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    refreshToken: 'opaque-refresh-token',
    refreshExpiresAt: new Date(Date.now() + refreshInMs).toISOString(),
    rememberMe,
  };
}

describe('setAuthCookies', () => {
  it('sets the access and refresh cookies with their tokens', () => {
    const { res, set, byName } = fakeResponse();

    setAuthCookies(res, tokens(false), true);

    expect(set.map((c) => c.name).sort()).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());
    expect(byName(set, ACCESS_COOKIE).value).toBe('access.jwt.value');
    expect(byName(set, REFRESH_COOKIE).value).toBe('opaque-refresh-token');
  });

  it('makes both cookies HttpOnly and SameSite=lax', () => {
    const { res, set } = fakeResponse();

    setAuthCookies(res, tokens(false), true);

    for (const call of set) {
      expect(call.options.httpOnly).toBe(true);
      expect(call.options.sameSite).toBe('lax');
    }
  });

  it('sends the access cookie everywhere and the refresh cookie only to /api/auth', () => {
    const { res, set, byName } = fakeResponse();

    setAuthCookies(res, tokens(false), true);

    expect(REFRESH_COOKIE_PATH).toBe('/api/auth');
    expect(byName(set, ACCESS_COOKIE).options.path).toBe('/');
    expect(byName(set, REFRESH_COOKIE).options.path).toBe('/api/auth');
  });

  it.each([true, false])('sets secure to the flag (%s)', (secure) => {
    const { res, set } = fakeResponse();

    setAuthCookies(res, tokens(true), secure);

    expect(set.map((c) => c.options.secure)).toEqual([secure, secure]);
  });

  it('sets session cookies (no maxAge, no expiry) without remember-me', () => {
    const { res, set } = fakeResponse();

    setAuthCookies(res, tokens(false), false);

    for (const call of set) {
      expect(call.options).not.toHaveProperty('maxAge');
      expect(call.options).not.toHaveProperty('expires');
    }
  });

  it('makes both cookies live as long as the refresh token with remember-me', () => {
    const { res, set } = fakeResponse();
    const t = tokens(true, 30 * DAY_MS);
    const expiry = Date.parse(t.refreshExpiresAt);

    const before = Date.now();
    setAuthCookies(res, t, false);
    const after = Date.now();

    for (const call of set) {
      expect(call.options.maxAge).toBeGreaterThanOrEqual(expiry - after);
      expect(call.options.maxAge).toBeLessThanOrEqual(expiry - before);
      expect(call.options.maxAge).toBeGreaterThan(30 * DAY_MS - 60_000);
    }
  });

  it('never sets a negative maxAge for an already expired refresh token', () => {
    const { res, set } = fakeResponse();

    setAuthCookies(res, tokens(true, -DAY_MS), false);

    expect(set.map((c) => c.options.maxAge)).toEqual([0, 0]);
  });
});

describe('clearAuthCookies', () => {
  it('clears both cookies with the same path and flags they were set with', () => {
    const { res, set, cleared, byName } = fakeResponse();

    setAuthCookies(res, tokens(false), true);
    clearAuthCookies(res, true);

    expect(cleared.map((c) => c.name).sort()).toEqual([ACCESS_COOKIE, REFRESH_COOKIE].sort());
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      expect(byName(cleared, name).options).toEqual(byName(set, name).options);
    }
  });

  it('uses path /api/auth for the refresh cookie and / for the access cookie', () => {
    const { res, cleared, byName } = fakeResponse();

    clearAuthCookies(res, false);

    expect(byName(cleared, ACCESS_COOKIE).options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/',
    });
    expect(byName(cleared, REFRESH_COOKIE).options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/api/auth',
    });
  });

  it('follows the secure flag', () => {
    const { res, cleared } = fakeResponse();

    clearAuthCookies(res, true);

    expect(cleared.map((c) => c.options.secure)).toEqual([true, true]);
  });
});
