import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe('a Console holdings statement XLSX', () => {
  it('reads Equity and Mutual Funds past the title and Summary, leaving out the Combined repeat', async () => {
    const file = await parseImportFile(fixture('holdings-ZX1234.xlsx'), 'holdings-ZX1234.xlsx');
    expect(file.format).toBe('console-holdings-xlsx');
    expect(file.kind).toBe('holding');
    expect(file.detected).toBe('Console holdings statement (XLSX), as on 2025-03-31');
    expect(file.headers.slice(0, 4)).toEqual(['Symbol', 'ISIN', 'Sector', 'Quantity Available']);
    expect(file.problems).toEqual([]);
    expect(file.rows_total).toBe(4);
    expect(file.holdings.map((h) => h.symbol)).toEqual([
      'INFY',
      'TATAMOTORS',
      'HDFCBANK',
      'PARAG PARIKH FLEXI CAP FUND - DIRECT PLAN',
    ]);
  });

  it('counts pledged and discrepant shares in the quantity, not the long-term ones again', async () => {
    const { holdings } = await parseImportFile(fixture('holdings-ZX1234.xlsx'), 'h.xlsx');
    // TATAMOTORS: 80 available + 20 pledged for margin.
    expect(holdings[1]).toEqual({
      isin: 'INE155A01022',
      symbol: 'TATAMOTORS',
      exchange: null,
      quantity: '100',
      average_price: '873.35',
      as_of: '2025-03-31',
    });
    // HDFCBANK: 5 + 1 discrepant + 2 margin + 3 loan = 11; its 6 long-term shares are among them.
    expect(holdings[2]).toMatchObject({ quantity: '11', average_price: '2963.33' });
    // Fund units keep their three decimals and the average its four.
    expect(holdings[3]).toMatchObject({ isin: 'INF879O01027', quantity: '152.347', average_price: '65.6412' });
  });
});
