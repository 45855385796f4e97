import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { parseImportFile } from './index.js';

const HEADER = [
  'Symbol',
  'ISIN',
  'Sector',
  'Quantity Available',
  'Quantity Discrepant',
  'Quantity Long Term',
  'Quantity Pledged (Margin)',
  'Quantity Pledged (Loan)',
  'Average Price',
];

/** A holdings sheet as Console lays it out: from column B, title on row 2, header on row 4. */
function sheet(wb: ExcelJS.Workbook, name: string, rows: ExcelJS.CellValue[][]): void {
  const ws = wb.addWorksheet(name);
  ws.getCell('B2').value = 'Holdings Statement as on 31-03-2025';
  ws.getRow(4).values = [undefined, ...HEADER];
  rows.forEach((r, i) => (ws.getRow(5 + i).values = [undefined, ...r]));
}

const book = async (fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

describe('the sheets of a holdings statement', () => {
  it('name the sheet of a problem when several are read', async () => {
    const xlsx = await book((wb) => {
      sheet(wb, 'Equity', [['INFY', 'INE009A01021', 'IT', 10, 0, 0, 0, 0, 1420.5]]);
      sheet(wb, 'Mutual Funds', [['SOME FUND', 'INF000000001', '', 0, 0, 0, 0, 0, 10.5]]);
    });
    const file = await parseImportFile(xlsx, 'holdings.xlsx');
    expect(file.detected).toBe('Console holdings statement (XLSX), as on 2025-03-31');
    expect(file.holdings).toHaveLength(1);
    expect(file.problems).toEqual([
      {
        line: 5,
        column: 'Quantity Available',
        field: 'quantity_available',
        message: 'Mutual Funds sheet: The holding has no quantity (all quantity columns are zero)',
      },
    ]);
  });

  it('read a Combined sheet when it is the only one', async () => {
    const xlsx = await book((wb) => sheet(wb, 'Combined', [['ITC', 'INE154A01025', 'FMCG', 3, 0, 3, 0, 1, 455.2]]));
    const file = await parseImportFile(xlsx, 'holdings.xlsx');
    expect(file.holdings).toEqual([
      {
        isin: 'INE154A01025',
        symbol: 'ITC',
        exchange: null,
        quantity: '4',
        average_price: '455.2',
        as_of: '2025-03-31',
      },
    ]);
  });

  it('report parsing progress every 5,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`S${i}`, 'INE009A01021', 'IT', 1, 0, 0, 0, 0, 100 + i]);
    const xlsx = await book((wb) => sheet(wb, 'Equity', rows));
    const seen: number[] = [];
    const file = await parseImportFile(xlsx, 'holdings.xlsx', { onProgress: (n) => seen.push(n) });
    expect(file.holdings).toHaveLength(10_000);
    expect(seen).toEqual([5000, 10_000]);
  });
});
