import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PortfolioStack } from '../support/portfolio-fixtures.js';
import { tradebook, tradebookRow, TRADEBOOK_HEADER, upload } from '../support/import-fixtures.js';

const pf = new PortfolioStack();

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

const trades = (userId: string) => pf.count('ledger_trades', userId);

describe('importing a Console tradebook', () => {
  it('previews, commits, and a re-import of the same file changes nothing', async () => {
    const u = await pf.newUser('imp.flow@example.com');
    const file = tradebook(0, 30);
    const created = await upload(pf.base, u, file, 'tradebook-AB1234-EQ.csv');
    expect(created.status).toBe(201);
    const preview = created.body.data.import;
    expect(preview).toMatchObject({ status: 'preview', format: 'console-tradebook-csv', rows_total: 30 });
    expect(preview.counts).toMatchObject({ trade: 30, duplicate: 0, invalid: 0 });
    expect(preview.problems).toEqual([]);
    expect(preview.sample[0]).toMatchObject({ trade_id: 'T0', symbol: 'RELIANCE', isin: 'INE002A01018' });
    expect(await trades(u.id)).toBe(0);

    const committed = await u.post(`/imports/${preview.id}/commit`);
    expect(committed.status).toBe(200);
    expect(committed.body.data.import).toMatchObject({ status: 'committed', counts: { trade: 30, duplicate: 0 } });
    expect(committed.body.data.import.committed_at).toEqual(expect.any(String));
    expect(await trades(u.id)).toBe(30);

    const again = (await upload(pf.base, u, file, 'tradebook-AB1234-EQ.csv')).body.data.import;
    expect(again.counts).toMatchObject({ trade: 0, duplicate: 30 });
    const second = await u.post(`/imports/${again.id}/commit`);
    expect(second.body.data.import.counts).toMatchObject({ trade: 0, duplicate: 30 });
    expect(await trades(u.id)).toBe(30);
    const list = (await u.get('/imports')).body.data.imports;
    expect(list.map((i: { id: string }) => i.id)).toEqual([again.id, preview.id]);
  });

  it('dedupes overlapping yearly tradebooks on trade_id', async () => {
    const u = await pf.newUser('imp.overlap@example.com');
    const first = (await upload(pf.base, u, tradebook(0, 40), 'tb-2024.csv')).body.data.import;
    await u.post(`/imports/${first.id}/commit`);
    const second = (await upload(pf.base, u, tradebook(25, 60), 'tb-2025.csv')).body.data.import;
    expect(second.counts).toMatchObject({ trade: 20, duplicate: 15 });
    const done = (await u.post(`/imports/${second.id}/commit`)).body.data.import;
    expect(done.counts).toMatchObject({ trade: 20, duplicate: 15 });
    expect(await trades(u.id)).toBe(60);
  });

  it('names the one bad line among thousands, and commit refuses and writes nothing', async () => {
    const u = await pf.newUser('imp.badrow@example.com');
    const lines = [TRADEBOOK_HEADER];
    for (let n = 0; n < 3000; n++) lines.push(tradebookRow(n));
    // Line 1 is the header, so the row of trade n sits on line n + 2.
    lines[1777] = lines[1777].replace(/,(buy|sell),false,(\d+),[\d.]+,/, ',$1,false,$2,12x.50,');
    const preview = (await upload(pf.base, u, lines.join('\n'), 'tb.csv')).body.data.import;
    expect(preview.status).toBe('preview');
    expect(preview.problems_total).toBe(1);
    expect(preview.problems).toEqual([
      expect.objectContaining({ line: 1778, column: expect.stringMatching(/price/i) }),
    ]);
    expect(preview.counts).toMatchObject({ trade: 2999, invalid: 1 });
    const refused = await u.post(`/imports/${preview.id}/commit`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/1 problem.*commit writes nothing/);
    expect(await trades(u.id)).toBe(0);
    expect((await u.get(`/imports/${preview.id}`)).body.data.import.status).toBe('preview');
  });

  it('undoes a committed import whole, and discards a preview', async () => {
    const u = await pf.newUser('imp.undo@example.com');
    const kept = (await upload(pf.base, u, tradebook(0, 10), 'a.csv')).body.data.import;
    await u.post(`/imports/${kept.id}/commit`);
    const undone = (await upload(pf.base, u, tradebook(100, 120), 'b.csv')).body.data.import;
    await u.post(`/imports/${undone.id}/commit`);
    expect(await trades(u.id)).toBe(30);
    const del = await u.del(`/imports/${undone.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data.import).toMatchObject({ id: undone.id, status: 'undone' });
    expect(await trades(u.id)).toBe(10);
    const preview = (await upload(pf.base, u, tradebook(200, 205), 'c.csv')).body.data.import;
    expect((await u.del(`/imports/${preview.id}`)).body.data.import.status).toBe('undone');
    expect((await u.post(`/imports/${preview.id}/commit`)).status).toBe(400);
    expect(await trades(u.id)).toBe(10);
    // Undone trades can come back with a fresh import of the same file.
    const back = (await upload(pf.base, u, tradebook(100, 120), 'b.csv')).body.data.import;
    expect(back.counts).toMatchObject({ trade: 20, duplicate: 0 });
  });

  it("answers 404 for another user's import on get, map, commit and delete", async () => {
    const owner = await pf.newUser('imp.owner@example.com');
    const other = await pf.newUser('imp.other@example.com');
    const mine = (await upload(pf.base, owner, tradebook(0, 5), 'a.csv')).body.data.import;
    expect((await other.get(`/imports/${mine.id}`)).status).toBe(404);
    expect((await other.post(`/imports/${mine.id}/map`, { kind: 'trade', columns: {} })).status).toBe(404);
    expect((await other.post(`/imports/${mine.id}/commit`)).status).toBe(404);
    expect((await other.del(`/imports/${mine.id}`)).status).toBe(404);
    expect((await other.get('/imports')).body.data.imports).toEqual([]);
    expect(await trades(other.id)).toBe(0);
    expect((await owner.get(`/imports/${mine.id}`)).body.data.import.status).toBe('preview');
  });

  it('refuses an upload without the file field, an empty file and a file past the limit, naming `file`', async () => {
    const u = await pf.newUser('imp.refuse@example.com');
    const noFile = await u.post('/imports', { file: 'x' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.details).toEqual([expect.objectContaining({ field: 'file' })]);
    const request = (await import('supertest')).default;
    const wrongField = await request(pf.base)
      .post('/api/imports')
      .set('Cookie', u.cookie)
      .attach('upload', Buffer.from(tradebook(0, 2)), 'a.csv');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.details[0].errors[0]).toMatch(/`file`.*`upload`/);
    const empty = await upload(pf.base, u, Buffer.alloc(0), 'empty.csv');
    expect(empty.status).toBe(400);
    expect(empty.body.details[0]).toMatchObject({ field: 'file', errors: [expect.stringMatching(/empty/)] });
    expect((await u.get('/imports')).body.data.imports).toEqual([]);
  });

  it('deleting a user removes their imports and saved mappings', async () => {
    const u = await pf.newUser('imp.gone@example.com');
    const i = (await upload(pf.base, u, tradebook(0, 5), 'a.csv')).body.data.import;
    await u.post(`/imports/${i.id}/commit`);
    expect(await pf.count('imports', u.id)).toBe(1);
    expect((await pf.admin.del(`/admin/users/${u.id}`)).status).toBe(200);
    const gone = await pf.eventually(
      async () => (await pf.count('imports', u.id)) + (await trades(u.id)),
      (n) => n === 0,
    );
    expect(gone).toBe(0);
  });
});
