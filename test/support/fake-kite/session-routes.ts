import { randomBytes } from 'node:crypto';
import { checksumMatches, sessionChecksum } from '@app/kite';
import type { FakeKite, FakeKiteContext, FakeKiteRoute } from './fake-kite.js';

export interface SessionRoutesOptions {
  /** The app's registered redirect URL (`/api/broker/kite/callback` on the gateway). */
  redirectUrl: string;
  /** How long a request_token can be exchanged: Kite says "a few minutes". */
  requestTokenTtlMs?: number;
}

interface IssuedRequestToken {
  userId: string;
  issuedAt: number;
  used: boolean;
}

const EXCHANGES = ['NSE', 'BSE', 'NFO', 'MCX'];
const PRODUCTS = ['CNC', 'NRML', 'MIS'];
const ORDER_TYPES = ['MARKET', 'LIMIT', 'SL', 'SL-M'];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `yyyy-mm-dd hh:mm:ss` in IST, as Kite writes its timestamps. */
export function istTimestamp(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

function page(ctx: FakeKiteContext, status: number, html: string): void {
  ctx.res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

function loginPage(kite: FakeKite, params: URLSearchParams): string {
  const hidden = ['v', 'api_key', 'redirect_params']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(params.get(k) ?? '')}">`)
    .join('');
  const choices = [...kite.accounts.values()]
    .map(
      (a, i) =>
        `<label><input type="radio" name="user_id" value="${escapeHtml(a.userId)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(a.userId)} (${escapeHtml(a.userName)})</label><br>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Kite · Zerodha (test)</title></head>
<body><h1>Login to Kite</h1><form method="post" action="/connect/login">${hidden}${choices}
<button type="submit" name="action" value="login">Login</button>
<button type="submit" name="action" value="cancel">Cancel</button></form></body></html>`;
}

/**
 * Kite's login and session protocol (market-facts §2.2): the login page, its redirect with a
 * request_token and the echoed redirect_params, the checksum-verified exchange at /session/token,
 * logout, and the profile of a session's account.
 */
export function sessionRoutes(options: SessionRoutesOptions): FakeKiteRoute[] {
  const ttl = options.requestTokenTtlMs ?? 5 * 60_000;
  const requestTokens = new Map<string, IssuedRequestToken>();

  const redirect = (ctx: FakeKiteContext, params: Record<string, string>, echoed: string) => {
    const url = new URL(options.redirectUrl);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    for (const [k, v] of new URLSearchParams(echoed)) url.searchParams.append(k, v);
    ctx.res.writeHead(302, { location: url.toString() }).end();
  };

  return [
    {
      method: 'GET',
      path: /^\/connect\/login$/,
      signed: false,
      handle: (ctx) => {
        if (ctx.url.searchParams.get('api_key') !== ctx.kite.apiKey) return page(ctx, 400, 'Invalid `api_key`.');
        page(ctx, 200, loginPage(ctx.kite, ctx.url.searchParams));
      },
    },
    {
      method: 'POST',
      path: /^\/connect\/login$/,
      signed: false,
      handle: (ctx) => {
        if (ctx.form.get('api_key') !== ctx.kite.apiKey) return page(ctx, 400, 'Invalid `api_key`.');
        const echoed = ctx.form.get('redirect_params') ?? '';
        if (ctx.form.get('action') === 'cancel') return redirect(ctx, { action: 'login', status: 'cancelled' }, echoed);
        const userId = ctx.form.get('user_id') ?? '';
        if (!ctx.kite.accounts.has(userId)) return page(ctx, 400, 'Unknown user.');
        const requestToken = randomBytes(16).toString('hex');
        requestTokens.set(requestToken, { userId, issuedAt: Date.now(), used: false });
        redirect(ctx, { request_token: requestToken, action: 'login', type: 'login', status: 'success' }, echoed);
      },
    },
    {
      method: 'POST',
      path: /^\/session\/token$/,
      signed: false,
      handle: (ctx) => {
        const { kite, form } = ctx;
        const requestToken = form.get('request_token') ?? '';
        if (form.get('api_key') !== kite.apiKey) return ctx.fail(403, 'TokenException', 'Invalid `api_key`.');
        const expected = sessionChecksum(kite.apiKey, requestToken, kite.apiSecret);
        if (!checksumMatches(expected, form.get('checksum')))
          return ctx.fail(403, 'TokenException', 'Invalid checksum');
        const issued = requestTokens.get(requestToken);
        if (!issued || issued.used || Date.now() - issued.issuedAt > ttl)
          return ctx.fail(403, 'TokenException', 'Token is invalid or has expired.');
        issued.used = true;
        const account = kite.accounts.get(issued.userId)!;
        const session = kite.issueSession(issued.userId);
        ctx.ok({
          user_type: 'individual',
          email: account.email,
          user_name: account.userName,
          user_shortname: account.shortName,
          broker: 'ZERODHA',
          exchanges: EXCHANGES,
          products: PRODUCTS,
          order_types: ORDER_TYPES,
          avatar_url: null,
          user_id: account.userId,
          api_key: kite.apiKey,
          access_token: session.accessToken,
          public_token: randomBytes(16).toString('hex'),
          refresh_token: '',
          enctoken: '',
          login_time: istTimestamp(session.issuedAt),
          meta: { demat_consent: 'physical' },
        });
      },
    },
    {
      method: 'DELETE',
      path: /^\/session\/token$/,
      signed: false,
      handle: (ctx) => {
        const session = ctx.kite.sessions.get(ctx.url.searchParams.get('access_token') ?? '');
        if (ctx.url.searchParams.get('api_key') !== ctx.kite.apiKey || !session || session.expired)
          return ctx.fail(403, 'TokenException', 'Incorrect `api_key` or `access_token`.');
        session.expired = true;
        ctx.ok(true);
      },
    },
    {
      method: 'GET',
      path: /^\/user\/profile$/,
      signed: true,
      handle: (ctx) => {
        const a = ctx.account!;
        ctx.ok({
          user_id: a.userId,
          user_type: 'individual',
          email: a.email,
          user_name: a.userName,
          user_shortname: a.shortName,
          broker: 'ZERODHA',
          exchanges: EXCHANGES,
          products: PRODUCTS,
          order_types: ORDER_TYPES,
          avatar_url: null,
          meta: { demat_consent: 'physical' },
        });
      },
    },
  ];
}
