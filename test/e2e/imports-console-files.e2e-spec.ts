import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PortfolioStack } from '../support/portfolio-fixtures.js';
import { upload } from '../support/import-fixtures.js';

const pf = new PortfolioStack();
const fixture = (name: string) => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

beforeAll(() => pf.start(), 60_000);
afterAll(() => pf.close());

describe('the Console and Kite files as exported', () => {
  it('dedupes the overlapping 2023 and 2024 tradebooks, and the same year as XLSX adds nothing', async () => {
    const u = await pf.newUser('imp.console@example.com');
    const y2023 = (await upload(pf.base, u, fixture('tradebook-ZX1234-EQ-2023.csv'), 'tradebook-ZX1234-EQ-2023.csv'))
      .body.data.import;
    expect(y2023).toMatchObject({ format: 'console-tradebook-csv', status: 'preview', counts: { trade: 8 } });
    await u.post(`/imports/${y2023.id}/commit`);
    // The 2024 export repeats trades 10000020 and 10000021 of April 2024.
    const y2024 = (await upload(pf.base, u, fixture('tradebook-ZX1234-EQ-2024.csv'), 'tradebook-ZX1234-EQ-2024.csv'))
      .body.data.import;
    expect(y2024.counts).toMatchObject({ trade: 4, duplicate: 2 });
    expect((await u.post(`/imports/${y2024.id}/commit`)).body.data.import.counts).toMatchObject({
      trade: 4,
      duplicate: 2,
    });
    expect(await pf.count('ledger_trades', u.id)).toBe(12);
    const xlsx = (await upload(pf.base, u, fixture('tradebook-ZX1234-EQ-2024.xlsx'), 'tradebook-ZX1234-EQ-2024.xlsx'))
      .body.data.import;
    expect(xlsx).toMatchObject({ format: 'console-tradebook-xlsx', counts: { trade: 0, duplicate: 6 } });
    await u.post(`/imports/${xlsx.id}/commit`);
    expect(await pf.count('ledger_trades', u.id)).toBe(12);
    // Undoing the 2024 import removes its four trades and leaves the 2023 ones.
    await u.del(`/imports/${y2024.id}`);
    expect(await pf.count('ledger_trades', u.id)).toBe(8);
  });

  it('stores holdings statements as opening lots and dividend statements as income, and undoes them', async () => {
    const u = await pf.newUser('imp.holdings@example.com');
    const kite = (await upload(pf.base, u, fixture('kite-holdings.csv'), 'holdings.csv')).body.data.import;
    expect(kite).toMatchObject({ format: 'kite-holdings-csv', counts: { holding: 4 } });
    await u.post(`/imports/${kite.id}/commit`);
    expect(await pf.count('ledger_opening_lots', u.id)).toBe(4);
    // Kite's holdings CSV is named as such, not as a Console statement.
    const kiteLots = (await u.get('/ledger/lots')).body.data.lots as { source: string }[];
    expect(kiteLots.length).toBeGreaterThan(0);
    expect(new Set(kiteLots.map((l) => l.source))).toEqual(new Set(['kite-holdings']));
    const statement = (await upload(pf.base, u, fixture('holdings-ZX1234.xlsx'), 'holdings-ZX1234.xlsx')).body.data
      .import;
    expect(statement).toMatchObject({ format: 'console-holdings-xlsx', status: 'preview', problems_total: 0 });
    const held = statement.counts.holding as number;
    expect(held).toBeGreaterThanOrEqual(4);
    await u.post(`/imports/${statement.id}/commit`);
    expect(await pf.count('ledger_opening_lots', u.id)).toBe(4 + held);
    const dividends = (await upload(pf.base, u, fixture('dividends-ZX1234.csv'), 'dividends.csv')).body.data.import;
    expect(dividends).toMatchObject({ format: 'console-dividends', counts: { dividend: 3 } });
    await u.post(`/imports/${dividends.id}/commit`);
    expect(await pf.count('ledger_dividends', u.id)).toBe(3);
    await u.del(`/imports/${statement.id}`);
    await u.del(`/imports/${dividends.id}`);
    expect(await pf.count('ledger_opening_lots', u.id)).toBe(4);
    expect(await pf.count('ledger_dividends', u.id)).toBe(0);
  });

  it('imports the product position CSV through the bulk path, all or nothing, and undoes it', async () => {
    const u = await pf.newUser('imp.positions@example.com');
    const head =
      'tradingSymbol,exchange,buyPrice,quantity,positionType,buyDate,name,instrumentType,expiry,yesterdayClosingPrice';
    const good = `${head}\nRELIANCE,NSE,1385.50,40,BUY,2026-10-15,,,,\nINFY,NSE,1500,2,BUY,,,,,\n`;
    const preview = (await upload(pf.base, u, good, 'positions.csv')).body.data.import;
    expect(preview).toMatchObject({ format: 'positions-csv', counts: { position: 2 } });
    const done = await u.post(`/imports/${preview.id}/commit`);
    expect(done.body.data.import.counts).toMatchObject({ position: 2 });
    const symbols = (await u.positions()).body.data.positions.map((p: { tradingSymbol: string }) => p.tradingSymbol);
    expect(symbols.sort()).toEqual(['INFY', 'RELIANCE']);
    await u.del(`/imports/${preview.id}`);
    expect((await u.positions()).body.data.positions).toEqual([]);
    // An instrument the market does not list: the commit is refused and stores nothing.
    const unknown = (await upload(pf.base, u, `${good}NOSUCHSTOCK,NSE,10,1,BUY,,,,,\n`, 'positions.csv')).body.data
      .import;
    const refused = await u.post(`/imports/${unknown.id}/commit`);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toMatch(/^positions\.2\./);
    expect((await u.positions()).body.data.positions).toEqual([]);
  });

  it.each([
    ['malformed-binary.pdf', 1],
    ['malformed-unclosed-quote.csv', 3],
    ['malformed-no-header.csv', 1],
    ['malformed-truncated.xlsx', 1],
    ['tradebook-bad-rows.csv', 2],
  ])('previews %s with its problem at line %i, and commit writes nothing', async (name, line) => {
    const u = await pf.newUser(`imp.${name.replace(/\W/g, '')}@example.com`);
    const res = await upload(pf.base, u, fixture(name), name);
    expect(res.status).toBe(201);
    const preview = res.body.data.import;
    expect(preview.status).toBe('preview');
    expect(preview.problems_total).toBeGreaterThan(0);
    expect(preview.problems[0]).toMatchObject({ line, message: expect.any(String) });
    const refused = await u.post(`/imports/${preview.id}/commit`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/commit writes nothing until they are resolved/);
    expect(await pf.count('ledger_trades', u.id)).toBe(0);
  });
});
