import { adminOnly, everyone, signedIn, type Entry, type Expected } from './authorization-routes.js';

/**
 * Who may call the Zerodha connection routes. Every signed-in user connects their own account (the
 * web app's rule against /kite pages does not apply to these calls); the matrix's stack has no Kite
 * app configured, so connecting answers 409 naming the missing variables to everyone signed in.
 */
export function brokerConnectionRoutes(): Record<string, Entry> {
  const notConfigured: Expected = { none: 401, A: 409, B: 409, admin: 409 };
  return {
    'POST /api/broker/kite/connect': { expect: notConfigured },
    // Kite's redirect lands here; a state this server never issued sends everyone back to Settings.
    'GET /api/broker/kite/callback': {
      expect: everyone(302),
      path: () => `/broker/kite/callback?state=${'s'.repeat(43)}&request_token=abc123&action=login&status=success`,
    },
    'GET /api/broker/status': { expect: signedIn(200) },
    'DELETE /api/broker/kite': { expect: signedIn(200) },
    'PUT /api/broker/mode': { expect: signedIn(200), body: () => ({ mode: 'live' }) },
    'GET /api/admin/broker/connections': { expect: adminOnly(200) },
    'PUT /api/admin/broker/feed-account': { expect: adminOnly(200), body: () => ({ user_id: null }) },
  };
}
