import { signedIn, type Entry } from './authorization-routes.js';

/**
 * Who may read the lot ledger: every signed-in user reads their own (another user's ISIN simply has
 * no lots for them; there is no id of another user's to name).
 */
export function ledgerRoutes(): Record<string, Entry> {
  return {
    'GET /api/ledger/holdings': { expect: signedIn(200) },
    'GET /api/ledger/lots': { expect: signedIn(200), path: () => '/ledger/lots?isin=INE009A01021' },
    'GET /api/ledger/realised': { expect: signedIn(200), path: () => '/ledger/realised?from=2024-04-01&to=2025-03-31' },
    'GET /api/dividends': { expect: signedIn(200) },
  };
}
