import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { io, type Socket } from 'socket.io-client';
import { PortfolioStack, type PortfolioClient } from '../support/portfolio-fixtures.js';
import { tradebook, upload } from '../support/import-fixtures.js';
import { answerErrors, type OpenApiDoc } from '../support/openapi.js';

const pf = new PortfolioStack();
const sockets: Socket[] = [];
let doc: OpenApiDoc;

beforeAll(async () => {
  await pf.start();
  const res = await request(pf.base).get('/api/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status} ${res.text.slice(0, 500)}`);
  doc = res.body as OpenApiDoc;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await pf.close();
});

const trades = (userId: string) => pf.count('ledger_trades', userId);
/** A broker's export we do not know: other headers, other order, dates as DD-MM-YYYY. */
const ODD_HEADER = 'Deal Date,Scrip,ISIN Code,Buy/Sell,Shares,Rate,Deal No';
const oddFile = (from: number, to: number) =>
  [
    ODD_HEADER,
    ...Array.from(
      { length: to - from },
      (_, i) => `0${1 + (i % 9)}-04-2024,INFY,INE009A01021,BUY,2,1500.50,D${from + i}`,
    ),
  ].join('\n');
const GOOD_MAPPING = {
  kind: 'trade',
  columns: {
    trade_date: 'Deal Date',
    symbol: 'Scrip',
    isin: 'ISIN Code',
    side: 'Buy/Sell',
    quantity: 'Shares',
    price: 'Rate',
    trade_id: 'Deal No',
  },
};

describe('a file of unknown layout goes through the mapping step', () => {
  it('asks for a mapping, names a left-out required column, commits with a good one and reuses it', async () => {
    const u = await pf.newUser('imp.map@example.com');
    const first = (await upload(pf.base, u, oddFile(0, 5), 'broker.csv')).body.data.import;
    expect(first).toMatchObject({ status: 'needs-mapping', format: 'unknown' });
    expect(first.mapping).toMatchObject({ kind: 'trade', headers: ODD_HEADER.split(',') });
    expect(first.mapping.required).toEqual(expect.arrayContaining(['symbol', 'trade_date', 'quantity', 'price']));
    const early = await u.post(`/imports/${first.id}/commit`);
    expect(early.status).toBe(400);
    expect(early.body.details[0].field).toBe('mapping');

    const { price: _left, ...withoutPrice } = GOOD_MAPPING.columns;
    const partial = await u.post(`/imports/${first.id}/map`, { kind: 'trade', columns: withoutPrice });
    expect(partial.status).toBe(200);
    const named = partial.body.data.import.problems.map((p: { field: string | null; message: string }) => p);
    expect(named).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/price/) })]),
    );
    expect((await u.post(`/imports/${first.id}/commit`)).status).toBe(400);
    expect(await trades(u.id)).toBe(0);

    const mapped = (await u.post(`/imports/${first.id}/map`, GOOD_MAPPING)).body.data.import;
    expect(mapped).toMatchObject({ status: 'preview', problems_total: 0, counts: { trade: 5 } });
    expect(mapped.sample[0]).toMatchObject({ symbol: 'INFY', trade_date: '2024-04-01', side: 'buy', price: '1500.5' });
    expect((await u.post(`/imports/${first.id}/commit`)).body.data.import.status).toBe('committed');
    expect(await trades(u.id)).toBe(5);

    // The same headers next time: the saved mapping applies without asking.
    const second = (await upload(pf.base, u, oddFile(5, 8), 'broker-2.csv')).body.data.import;
    expect(second).toMatchObject({ status: 'preview', counts: { trade: 3 } });
    await u.post(`/imports/${second.id}/commit`);
    expect(await trades(u.id)).toBe(8);
    // Saved per user: another user with the same file is asked again.
    const other = await pf.newUser('imp.map.other@example.com');
    expect((await upload(pf.base, other, oddFile(0, 2), 'broker.csv')).body.data.import.status).toBe('needs-mapping');
  });
});

/** A socket of the cookie's user, recording each `import_progress` event. */
async function progressOf(u: PortfolioClient) {
  const events: Array<{ import_id: string; phase: string; done: number; total: number | null }> = [];
  const socket = io(pf.base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: u.cookie },
  });
  sockets.push(socket);
  socket.on('import_progress', (e) => events.push(e));
  await new Promise<void>((resolve, reject) => {
    socket.on('connection_status', () => resolve());
    socket.on('connect_error', reject);
  });
  return events;
}

describe('progress and the documented answers', () => {
  it("pushes parsing and committing progress to the uploader's sockets only", async () => {
    const u = await pf.newUser('imp.progress@example.com');
    const bystander = await pf.newUser('imp.bystander@example.com');
    const mine = await progressOf(u);
    const theirs = await progressOf(bystander);
    const preview = (await upload(pf.base, u, tradebook(0, 20_000), 'big.csv')).body.data.import;
    expect(preview.counts.trade).toBe(20_000);
    const committed = await u.post(`/imports/${preview.id}/commit`);
    expect(committed.body.data.import.status).toBe('committed');
    expect(await trades(u.id)).toBe(20_000);
    const last = await pf.eventually(
      async () => mine.at(-1),
      (e) => e?.phase === 'committing' && e.done === 20_000,
    );
    expect(last).toEqual({ import_id: preview.id, phase: 'committing', done: 20_000, total: 20_000 });
    const parsing = mine.filter((e) => e.phase === 'parsing');
    expect(parsing.at(-1)).toMatchObject({ import_id: preview.id, done: 20_000 });
    // Parsing was reported as it went, not only at the end, and never went backwards.
    expect(parsing.length).toBeGreaterThan(1);
    expect(parsing.map((e) => e.done)).toEqual([...parsing.map((e) => e.done)].sort((a, b) => a - b));
    expect(theirs).toEqual([]);
  }, 60_000);

  it('answers each route in the shape the API catalogue documents', async () => {
    const u = await pf.newUser('imp.doc@example.com');
    const created = await upload(pf.base, u, tradebook(0, 3), 'a.csv');
    const id = created.body.data.import.id;
    const calls: Array<[string, number, request.Response]> = [
      ['POST /api/imports', 201, created],
      ['GET /api/imports', 200, await u.get('/imports')],
      ['GET /api/imports/{id}', 200, await u.get(`/imports/${id}`)],
      ['POST /api/imports/{id}/commit', 200, await u.post(`/imports/${id}/commit`)],
      ['DELETE /api/imports/{id}', 200, await u.del(`/imports/${id}`)],
      ['POST /api/imports', 400, await upload(pf.base, u, Buffer.alloc(0), 'empty.csv')],
      ['GET /api/imports/{id}', 404, await u.get('/imports/00000000-0000-4000-8000-000000000000')],
    ];
    const mapped = (await upload(pf.base, u, oddFile(100, 101), 'odd.csv')).body.data.import;
    calls.push(['POST /api/imports/{id}/map', 200, await u.post(`/imports/${mapped.id}/map`, GOOD_MAPPING)]);
    const problems = calls.flatMap(([key, status, res]) =>
      res.status === status ? answerErrors(doc, key, status, res.body) : [`${key}: ${res.status} ${res.text}`],
    );
    expect(problems).toEqual([]);
    expect(doc.paths['/api/imports'].post.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('refuses a file past the upload limit naming `file`, and a malformed multipart body, never a 500', async () => {
    const small = await pf.stack.startExtraGateway({ UPLOAD_MAX_BYTES: '1000' });
    const u = await pf.newUser('imp.limit@example.com');
    const big = await upload(small, u, tradebook(0, 100), 'big.csv');
    expect(big.status).toBe(400);
    expect(big.body.details[0]).toMatchObject({
      field: 'file',
      errors: [expect.stringMatching(/larger than .*1000 bytes/)],
    });
    expect((await upload(small, u, tradebook(0, 5), 'fits.csv')).status).toBe(201);
    const broken = await request(pf.base)
      .post('/api/imports')
      .set('Cookie', u.cookie)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nsymbol,isin');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, details: [{ field: 'file' }] });
    const noBoundary = await request(pf.base)
      .post('/api/imports')
      .set('Cookie', u.cookie)
      .set('Content-Type', 'multipart/form-data')
      .send('whatever');
    expect(noBoundary.status).toBe(400);
    expect((await u.get('/imports')).body.data.imports).toHaveLength(1);
  });
});
