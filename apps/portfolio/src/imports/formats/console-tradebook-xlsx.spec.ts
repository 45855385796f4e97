import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { detectFormat, parseImportFile } from './index.js';

const fixture = (name: string): Buffer => readFileSync(resolve(process.cwd(), 'test/fixtures/console', name));

describe('a Console tradebook XLSX under its preamble', () => {
  it('is first guessed by its name, then recognised by its header row', async () => {
    const xlsx = fixture('tradebook-ZX1234-EQ-2024.xlsx');
    expect(detectFormat('tradebook-ZX1234-EQ.xlsx', xlsx).format).toBe('console-tradebook-xlsx');
    expect(detectFormat('export.xlsx', xlsx).format).toBe('unknown');
    const file = await parseImportFile(xlsx, 'export.xlsx');
    expect(file.format).toBe('console-tradebook-xlsx');
    expect(file.detected).toBe('Console tradebook (equity, XLSX), 2024-04-01 to 2025-03-31');
    expect(file.headers[0]).toBe('Symbol');
    expect(file.headers).toContain('Auction');
  });

  it('gives the same trades as the CSV of the same year, dates in date cells included', async () => {
    const fromXlsx = await parseImportFile(fixture('tradebook-ZX1234-EQ-2024.xlsx'), 'tb.xlsx');
    const fromCsv = await parseImportFile(fixture('tradebook-ZX1234-EQ-2024.csv'), 'tb.csv');
    expect(fromXlsx.problems).toEqual([]);
    expect(fromXlsx.rows_total).toBe(6);
    expect(fromXlsx.trades).toEqual(fromCsv.trades);
    expect(fromXlsx.trades[0]).toMatchObject({ trade_date: '2024-04-15', price: '1502.35', quantity: '8' });
    expect(fromXlsx.trades[5]).toMatchObject({ symbol: 'ETERNAL', isin: 'INE758T01015', price: '201.7' });
  });

  it('names a bad cell by its sheet row and header', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Equity');
    ws.getCell('B2').value = 'Client ID';
    ws.getCell('B4').value = 'Tradebook for Equity from 2024-04-01 to 2025-03-31';
    ws.getRow(6).values = [
      undefined,
      'Symbol',
      'ISIN',
      'Trade Date',
      'Exchange',
      'Segment',
      'Series',
      'Trade Type',
      'Auction',
      'Quantity',
      'Price',
      'Trade ID',
      'Order ID',
      'Order Execution Time',
    ];
    const row = ['INFY', 'INE009A01021', '2024-05-15', 'NSE', 'EQ', 'EQ', 'buy', 'false', 10, 1420.5, '1', '9', ''];
    ws.getRow(7).values = [undefined, ...row];
    ws.getRow(8).values = [undefined, ...row.slice(0, 9), 'n/a', '2', '9', ''];
    const file = await parseImportFile(Buffer.from(await wb.xlsx.writeBuffer()), 'tb.xlsx');
    expect(file.trades).toHaveLength(1);
    expect(file.problems).toEqual([
      { line: 8, column: 'Price', field: 'price', message: 'Price must be a number, not "n/a"' },
    ]);
  });
});
