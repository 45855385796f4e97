import { createHash } from 'node:crypto';

/** How long a login at Kite may take between connect and callback. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

/** A login state is stored only as this hash: a database copy cannot be replayed into a callback. */
export const hashLoginState = (state: string): string => createHash('sha256').update(state).digest('hex');

export interface StoredLoginState {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Why a callback's state is refused, as the `reason` of the redirect back to Settings. */
export type LoginStateRefusal = 'unknown-state' | 'state-expired' | 'state-used' | 'state-not-yours';

/**
 * Whether a callback may use this state: it must be one we issued, unexpired, unused, and issued to
 * the same user in the same session, so a state stolen from one browser cannot connect another account.
 */
export function loginStateRefusal(
  stored: StoredLoginState | null,
  caller: { userId: string; sessionId: string },
  now: Date,
): LoginStateRefusal | null {
  if (!stored) return 'unknown-state';
  if (stored.userId !== caller.userId || stored.sessionId !== caller.sessionId) return 'state-not-yours';
  if (stored.usedAt) return 'state-used';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'state-expired';
  return null;
}

/**
 * Kite's login page for our app (section 2.2): `v=3`, the api_key, and `redirect_params`, which Kite
 * echoes back URL-decoded on the redirect, holding our state.
 */
export function kiteLoginUrl(loginUrl: string, apiKey: string, state: string): string {
  const url = new URL(loginUrl);
  url.searchParams.set('v', '3');
  url.searchParams.set('api_key', apiKey);
  url.searchParams.set('redirect_params', new URLSearchParams({ state }).toString());
  return url.toString();
}

/** Where the callback sends the browser: Settings, saying how the connection went. */
export const settingsRedirect = (outcome: { connected: true } | { reason: string }): string =>
  'connected' in outcome
    ? '/settings?broker=connected'
    : `/settings?broker=error&reason=${encodeURIComponent(outcome.reason)}`;
