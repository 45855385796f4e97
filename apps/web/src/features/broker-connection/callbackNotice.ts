/** What Kite's callback told the Settings page through its query (`?broker=connected` or `?broker=error&reason=`). */
export type CallbackNotice = { kind: 'connected' } | { kind: 'error'; reason: string };

export const CALLBACK_PARAMS = ['broker', 'reason'] as const;
const MAX_REASON = 200;

/** The notice a Settings URL carries; null when it carries none. The reason is shown as text, trimmed and capped. */
export function callbackNoticeOf(params: URLSearchParams): CallbackNotice | null {
  const outcome = params.get('broker');
  if (outcome === 'connected') return { kind: 'connected' };
  if (outcome !== 'error') return null;
  const reason = (params.get('reason') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_REASON);
  return { kind: 'error', reason: reason || 'Zerodha did not complete the login.' };
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
