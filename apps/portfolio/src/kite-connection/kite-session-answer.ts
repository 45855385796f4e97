/** What we keep of Kite's `POST /session/token` answer (generate_session). */
export interface KiteLogin {
  accessToken: string;
  kiteUserId: string;
  userShortname: string | null;
  loginAt: Date;
}

const IST_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** Kite's `yyyy-mm-dd hh:mm:ss` timestamps are IST (UTC+05:30); null when the text is not one. */
export function parseIstTime(text: unknown): Date | null {
  const m = typeof text === 'string' ? IST_TIME.exec(text) : null;
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}+05:30`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Reads the session answer, refusing one without an access token or user id. A missing or garbled
 * login_time falls back to `now`, which can only make the stored expiry later than Kite's by the
 * time the exchange took, never earlier.
 */
export function readKiteLogin(data: unknown, now: Date): KiteLogin | null {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const token = d.access_token;
  const user = d.user_id;
  if (typeof token !== 'string' || token === '' || typeof user !== 'string' || user === '') return null;
  return {
    accessToken: token,
    kiteUserId: user,
    userShortname: typeof d.user_shortname === 'string' ? d.user_shortname : null,
    loginAt: parseIstTime(d.login_time) ?? now,
  };
}
