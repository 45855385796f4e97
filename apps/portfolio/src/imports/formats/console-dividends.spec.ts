import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

const EXPECTED = [
  { isin: 'INE009A01021', symbol: 'INFY', ex_date: '2024-05-31', quantity: '10', per_share: '20', amount: '200' },
  {
    isin: 'INE040A01034',
    symbol: 'HDFCBANK',
    ex_date: '2024-05-10',
    quantity: '11',
    per_share: '19.5',
    amount: '214.5',
  },
  { isin: 'INE009A01021', symbol: 'INFY', ex_date: '2024-10-29', quantity: '7', per_share: '21', amount: '147' },
];

describe('a Console dividend statement', () => {
  it('reads the CSV', async () => {
    const file = await parseImportFile(fixture('dividends-ZX1234.csv'), 'dividends.csv');
    expect(file.format).toBe('console-dividends');
    expect(file.kind).toBe('dividend');
    expect(file.detected).toBe('Console dividend statement (CSV), 2024-05-10 to 2024-10-29');
    expect(file.problems).toEqual([]);
    expect(file.dividends).toEqual(EXPECTED);
  });

  it('reads the XLSX under its title, leaving out the Total row', async () => {
    const file = await parseImportFile(fixture('dividends-ZX1234.xlsx'), 'dividends.xlsx');
    expect(file.detected).toBe('Console dividend statement (XLSX), 2024-04-01 to 2025-03-31');
    expect(file.rows_total).toBe(3);
    expect(file.problems).toEqual([]);
    expect(file.dividends).toEqual(EXPECTED);
  });

  it('works the amount out exactly when the file has none, and names a bad ex-date', async () => {
    const csv = Buffer.from(
      'Symbol,ISIN,Ex-Date,Quantity,Dividend Per Share\nITC,INE154A01025,28-May-2024,333,6.25\nITC,INE154A01025,31/02/2024,3,6.25\n',
    );
    const file = await parseImportFile(csv, 'div.csv');
    // 333 x 6.25 = 2081.25, with no float drift.
    expect(file.dividends).toEqual([
      {
        isin: 'INE154A01025',
        symbol: 'ITC',
        ex_date: '2024-05-28',
        quantity: '333',
        per_share: '6.25',
        amount: '2081.25',
      },
    ]);
    expect(file.problems).toEqual([
      { line: 3, column: 'Ex-Date', field: 'ex_date', message: 'Ex-Date is not a calendar date: "31/02/2024"' },
    ]);
  });
});
