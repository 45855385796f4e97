import { adminOnly, callAs, ok, signedIn, type Entry, type MatrixWorld } from './authorization-routes.js';

/** Who may call the corporate-action routes: admins load and apply; any signed-in user lists. */
export function corporateActionRoutes(w: MatrixWorld): Record<string, Entry> {
  const dividend = (n: number) => ({
    isin: 'INE467B01029',
    kind: 'dividend',
    ex_date: '2024-01-19',
    per_share: n,
    purpose: 'Interim Dividend',
  });
  let seq = 0;
  return {
    // A JSON body is no upload: the admin passes the role check and is asked for the file.
    'POST /api/admin/corporate-actions': { expect: adminOnly(400) },
    'POST /api/admin/corporate-actions/manual': { expect: adminOnly(201), body: () => dividend(1 + ++seq / 100) },
    'POST /api/admin/corporate-actions/:id/apply': {
      expect: adminOnly(200),
      prepare: async () => {
        const made = await ok<{ batch: { id: string } }>(
          callAs(w, w.actors.admin.cookie).post('/admin/corporate-actions/manual', dividend(50 + ++seq / 100)),
        );
        return { id: made.batch.id };
      },
      path: (f) => `/admin/corporate-actions/${f.id}/apply`,
    },
    'GET /api/corporate-actions': { expect: signedIn(200), path: () => '/corporate-actions?isin=INE467B01029' },
  };
}
