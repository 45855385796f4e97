import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { TaxPnlReply } from '@app/contracts';
import { FIXTURE_FMV, fixtureHistories } from './console-fixture-ledger.js';
import { taxPnlCsv } from './tax-export-csv.js';
import { taxPnlXlsx } from './tax-export-xlsx.js';
import { taxPnlReport } from './tax-pnl-report.js';

const rowValues = (ws: ExcelJS.Worksheet): unknown[][] => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('the Tax P&L export of FY 2024-25', () => {
  let report: TaxPnlReply;
  beforeAll(async () => {
    const { input, histories } = await fixtureHistories();
    report = taxPnlReport({ histories, actions: input.actions, dividends: [], fy: 2024, fmv: FIXTURE_FMV });
  });

  it('is an XLSX with Console’s sheets, columns and the OLDMILL exit as a row', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await taxPnlXlsx(report)) as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Tradewise Exits from 2024-04-01',
      'Equity and Non Equity',
      'Mutual Funds',
      'F&O',
      'Currency',
      'Commodity',
      'Equity Dividends',
      'Other Debits and Credits',
    ]);
    const rows = rowValues(wb.getWorksheet('Tradewise Exits from 2024-04-01')!);
    const header = rows.find((r) => r[0] === 'Symbol')!;
    expect(header.slice(0, 12)).toEqual([
      'Symbol',
      'ISIN',
      'Entry Date',
      'Exit Date',
      'Quantity',
      'Buy Value',
      'Sell Value',
      'Profit',
      'Period of Holding',
      'Fair Market Value',
      'Taxable Profit',
      'Turnover',
    ]);
    const titles = rows.filter((r) => r.length === 1).map((r) => r[0]);
    expect(titles).toEqual(expect.arrayContaining(['Equity - Intraday', 'Equity - Long Term', 'F&O']));
    // 400 shares bought at 800 / 2 = 400, sold at 700; FMV 1000 / 2; taxable 400 × (700 − 500).
    expect(rows.find((r) => r[0] === 'OLDMILL')!.slice(0, 12)).toEqual([
      'OLDMILL',
      'INE000X01012',
      '2017-06-15',
      '2024-09-10',
      400,
      160000,
      280000,
      120000,
      2644,
      500,
      80000,
      280000,
    ]);
    const fno = rowValues(wb.getWorksheet('F&O')!);
    expect(fno.find((r) => r[0] === 'Options/Futures Realized Profit')).toEqual([
      'Options/Futures Realized Profit',
      3000,
    ]);
    expect(fno.find((r) => r[0] === 'Options/Futures Turnover')).toEqual(['Options/Futures Turnover', 7000]);
  });

  it('is a CSV of the exits with a section column, then the summary', () => {
    const lines = taxPnlCsv(report).split('\r\n');
    expect(lines[0].split(',').slice(0, 4)).toEqual(['Section', 'Symbol', 'ISIN', 'Entry Date']);
    // Held 20 + 31 + 30 + 31 + 20 = 132 days (10 April to 20 August); nine empty charge columns; no notes.
    expect(lines).toContain(
      'equity_short_term,INFY,INE009A01021,2024-04-10,2024-08-20,10,15000.00,17000.00,2000.00,132,,2000.00,17000.00,,,,,,,,,,0.200000,',
    );
    expect(lines).toContain('equity_long_term,Long Term profit,182500.00,142500.00,670500.00,4');
    expect(lines).toContain('Tax at flat rates (before surcharge and cess),2762.50');
  });
});
