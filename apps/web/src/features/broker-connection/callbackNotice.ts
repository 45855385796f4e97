/** What Kite's callback told the Settings page through its query (`?broker=connected` or `?broker=error&reason=`). */
export type CallbackNotice = { kind: 'connected' } | { kind: 'error'; reason: string };

export const CALLBACK_PARAMS = ['broker', 'reason'] as const;
const MAX_REASON = 200;

/** The server's refusal codes in words; an unknown code is shown as sent. */
const REASONS: Record<string, string> = {
  cancelled: 'the login at Zerodha was cancelled.',
  'state-expired': 'the login took too long. Please connect again.',
  'state-used': 'that login link was already used. Please connect again.',
  'state-not-yours': 'that login was started from another session. Please connect again from here.',
  'unknown-state': 'this server did not start that login. Please connect again from here.',
  'signed-out': 'you were signed out before Zerodha answered. Sign in and connect again.',
  'not-configured': 'Kite login is not configured on this server.',
  'kite-unreachable': 'Zerodha could not be reached. Please try again in a moment.',
  'kite-refused': 'Zerodha refused the login. Please try again.',
  'kite-account-taken': 'that Zerodha account is already connected to another user here.',
};

/** The notice a Settings URL carries; null when it carries none. The reason is shown as text, trimmed and capped. */
export function callbackNoticeOf(params: URLSearchParams): CallbackNotice | null {
  const outcome = params.get('broker');
  if (outcome === 'connected') return { kind: 'connected' };
  if (outcome !== 'error') return null;
  const code = (params.get('reason') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_REASON);
  return { kind: 'error', reason: REASONS[code] ?? (code || 'Zerodha did not complete the login.') };
}

/** The same query without the callback's parameters, so a reload does not show the notice again. */
export function withoutCallbackParams(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const p of CALLBACK_PARAMS) out.delete(p);
  return out;
}

export function noticeText(notice: CallbackNotice): string {
  return notice.kind === 'connected'
    ? 'Zerodha connected: your holdings, funds and orders now come from your Zerodha account.'
    : `Zerodha connection failed: ${notice.reason}`;
}
