import request from 'supertest';
import { ownedByA, signedIn, type Entry, type MatrixWorld } from './authorization-routes.js';
import { tradebook } from './import-fixtures.js';

/** The holding A's committed import brings (trade 1005 of the fixture tradebook is an INFY buy). */
const ISIN_OF_A = 'INE009A01021';

/**
 * Who may read the reports: everyone signed in reads their own. Naming a holding (`isin`) that only A
 * holds answers A and 404 for the others: there is no way to read another user's report.
 */
export function reportRoutes(w: MatrixWorld): Record<string, Entry> {
  let committed = false;
  const holdingOfA = async () => {
    if (committed) return { isin: ISIN_OF_A };
    const as = (r: request.Test) => r.set('Cookie', w.actors.A.cookie);
    const file = Buffer.from(tradebook(1005, 1006));
    const up = await as(request(w.base).post('/api/imports')).attach('file', file, 'tradebook-AB1234-EQ.csv');
    if (up.status !== 201) throw new Error(`fixture upload failed: ${up.status} ${up.text.slice(0, 300)}`);
    const done = await as(request(w.base).post(`/api/imports/${up.body.data.import.id as string}/commit`));
    if (done.status !== 200) throw new Error(`fixture commit failed: ${done.status} ${done.text.slice(0, 300)}`);
    committed = true;
    return { isin: ISIN_OF_A };
  };
  return {
    'GET /api/reports/returns': {
      expect: ownedByA(200),
      prepare: holdingOfA,
      path: (f) => `/reports/returns?isin=${String(f.isin)}`,
    },
    'GET /api/reports/tax-pnl': { expect: signedIn(200), path: () => '/reports/tax-pnl?fy=2024-25' },
    'GET /api/reports/tax-pnl/export': {
      expect: signedIn(200),
      path: () => '/reports/tax-pnl/export?fy=2024-25&format=csv',
    },
    'GET /api/reports/harvest': {
      expect: ownedByA(200),
      prepare: holdingOfA,
      path: (f) => `/reports/harvest?isin=${String(f.isin)}`,
    },
  };
}
