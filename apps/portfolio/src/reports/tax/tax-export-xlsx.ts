import ExcelJS from 'exceljs';
import type { TaxPnlReply, TaxSection } from '@app/contracts';
import { DIVIDEND_HEADERS, EXIT_HEADERS, SECTION_TITLES, exitCells } from './tax-export-layout.js';

type Cells = Array<string | number | null>;

/** Amount columns go in as numbers (so the sheet can sum them) with two places shown. */
const AMOUNT_COLUMNS = new Set([
  'Quantity',
  'Buy Value',
  'Sell Value',
  'Profit',
  'Fair Market Value',
  'Taxable Profit',
  'Turnover',
]);
const numeric = (headers: readonly string[], cells: Cells): Cells =>
  cells.map((v, i) => (AMOUNT_COLUMNS.has(headers[i]) && typeof v === 'string' ? Number(v) : v));

function title(ws: ExcelJS.Worksheet, r: TaxPnlReply, what: string): void {
  ws.addRow([`${what} for the financial year ${r.fy} (${r.from} to ${r.to})`]).font = { bold: true };
  ws.addRow([]);
}

function sectionBlock(ws: ExcelJS.Worksheet, r: TaxPnlReply, section: TaxSection): void {
  ws.addRow([SECTION_TITLES[section]]).font = { bold: true };
  ws.addRow([...EXIT_HEADERS]).font = { bold: true };
  for (const row of r.rows.filter((x) => x.section === section)) ws.addRow(numeric(EXIT_HEADERS, exitCells(row)));
  ws.addRow([]);
}

function summary(ws: ExcelJS.Worksheet, r: TaxPnlReply, sections: TaxSection[], turnoverLabel?: string): void {
  ws.addRow(['Summary']).font = { bold: true };
  for (const s of r.sections.filter((x) => sections.includes(x.section))) {
    ws.addRow([s.label, Number(s.profit)]);
    ws.addRow([`${s.label} (taxable)`, Number(s.taxable_profit)]);
    if (turnoverLabel) ws.addRow([turnoverLabel, Number(s.turnover)]);
  }
  ws.addRow([]);
}

/** The Tax P&L as Console's XLSX: its sheet names, section titles and columns. */
export async function taxPnlXlsx(r: TaxPnlReply): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const exits = wb.addWorksheet(`Tradewise Exits from ${r.from}`);
  title(exits, r, 'Tradewise exits');
  for (const section of Object.keys(SECTION_TITLES) as TaxSection[]) sectionBlock(exits, r, section);

  const equity = wb.addWorksheet('Equity and Non Equity');
  title(equity, r, 'Equity and non equity');
  summary(equity, r, [
    'equity_intraday',
    'equity_short_term',
    'equity_long_term',
    'non_equity_short_term',
    'non_equity_long_term',
  ]);
  const c = r.computation;
  equity.addRow(['Computation']).font = { bold: true };
  const figures: Array<[string, string]> = [
    ['STCG at 15%', c.stcg_15],
    ['STCG at 20%', c.stcg_20],
    ['LTCG at 10%', c.ltcg_10],
    ['LTCG at 12.5%', c.ltcg_12_5],
    ['LTCG exemption used', c.exemption.used],
    ['Tax at flat rates (before surcharge and cess)', c.flat_rate_tax],
  ];
  for (const [k, v] of figures) equity.addRow([k, Number(v)]);
  for (const w of r.warnings) equity.addRow([w]);

  for (const [name, section] of [
    ['Mutual Funds', null],
    ['F&O', 'fno'],
    ['Currency', null],
    ['Commodity', 'commodity'],
  ] as Array<[string, TaxSection | null]>) {
    const ws = wb.addWorksheet(name);
    title(ws, r, name);
    if (!section) {
      ws.addRow(['No entries']);
      continue;
    }
    summary(ws, r, [section], section === 'fno' ? 'Options/Futures Turnover' : 'Commodity Turnover');
    sectionBlock(ws, r, section);
  }

  const dividends = wb.addWorksheet('Equity Dividends');
  title(dividends, r, 'Equity dividends');
  dividends.addRow(DIVIDEND_HEADERS).font = { bold: true };
  for (const d of r.dividends.rows)
    dividends.addRow([d.symbol, d.isin, d.ex_date, Number(d.quantity), Number(d.per_share), Number(d.amount)]);
  dividends.addRow(['Total', null, null, null, null, Number(r.dividends.total)]);

  const other = wb.addWorksheet('Other Debits and Credits');
  title(other, r, 'Other debits and credits');
  other.addRow(['No entries']);

  for (const ws of wb.worksheets) ws.columns.forEach((col) => (col.width = 16));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
