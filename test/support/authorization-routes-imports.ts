import request from 'supertest';
import { ownedByA, signedIn, type Entry, type MatrixWorld } from './authorization-routes.js';
import { tradebook } from './import-fixtures.js';

/** Who may call the file-import routes: everyone signed in imports their own files; another's id is 404. */
export function importRoutes(w: MatrixWorld): Record<string, Entry> {
  let seq = 0;
  // Trade ids differ per import, so each actor's commit has trades of its own to store.
  const file = () => {
    seq += 1;
    return { field: 'file', name: 'tradebook-AB1234-EQ.csv', content: tradebook(seq * 10, seq * 10 + 3) };
  };
  const newImport = async () => {
    const { field, name, content } = file();
    const res = await request(w.base)
      .post('/api/imports')
      .set('Cookie', w.actors.A.cookie)
      .attach(field, Buffer.from(content), name);
    if (res.status !== 201) throw new Error(`fixture upload failed: ${res.status} ${res.text.slice(0, 300)}`);
    return { id: res.body.data.import.id as string };
  };
  const owned = (path: (id: string) => string, body?: object): Entry => ({
    expect: ownedByA(200),
    prepare: newImport,
    path: (f) => path(String(f.id)),
    ...(body ? { body: () => body } : {}),
    onA: true,
  });
  return {
    'POST /api/imports': { expect: signedIn(201), upload: file },
    'GET /api/imports': { expect: signedIn(200) },
    'GET /api/imports/:id': owned((id) => `/imports/${id}`),
    'POST /api/imports/:id/map': owned((id) => `/imports/${id}/map`, {
      kind: 'trade',
      columns: { symbol: 'symbol', trade_date: 'trade_date', side: 'trade_type', quantity: 'quantity', price: 'price' },
    }),
    'POST /api/imports/:id/commit': owned((id) => `/imports/${id}/commit`),
    'DELETE /api/imports/:id': owned((id) => `/imports/${id}`),
  };
}
