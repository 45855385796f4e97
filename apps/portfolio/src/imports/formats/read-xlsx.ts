import type { ParsedFile } from './parsed-file.js';
import { describe } from './describe.js';
import { TableReader, type TableOptions } from './table.js';
import { hasZipDirectory, xlsxSheets } from './xlsx-rows.js';

interface SheetResult {
  name: string;
  file: ParsedFile;
  preamble: string[];
}

/** A Console holdings workbook repeats Equity and Mutual Funds in its Combined sheet: read that one only alone. */
function chooseSheets(sheets: SheetResult[]): SheetResult[] {
  const known = sheets.filter((s) => s.file.kind !== null);
  if (known.length === 0) return sheets.slice(0, 1);
  const parts = known.filter((s) => s.name.trim().toLowerCase() !== 'combined');
  return parts.length > 0 ? parts : known.slice(0, 1);
}

/** Reads every sheet of a workbook, each with its own header row, and merges the sheets that hold a known table. */
export async function readXlsx(buf: Buffer, options: Omit<TableOptions, 'container'>): Promise<ParsedFile> {
  if (!hasZipDirectory(buf)) throw new Error('the zip directory at its end is missing');
  const sheets: SheetResult[] = [];
  let rowsDone = 0;
  for await (const sheet of xlsxSheets(buf)) {
    const before = rowsDone;
    const table = new TableReader({
      ...options,
      container: 'XLSX',
      onProgress: options.onProgress && ((n) => options.onProgress!((rowsDone = before + n))),
    });
    for await (const row of sheet.rows) table.push(row);
    const file = table.finish();
    rowsDone = before + file.rows_total;
    sheets.push({ name: sheet.name, file, preamble: table.preambleText });
    if (options.mapping) break;
  }
  if (sheets.length === 0) throw new Error('the workbook has no sheets');
  const chosen = chooseSheets(sheets);
  const first = chosen[0];
  const merged: ParsedFile = { ...first.file, problems: [] };
  if (first.file.format === 'console-tradebook-csv') merged.format = 'console-tradebook-xlsx';
  merged.rows_total = 0;
  merged.trades = [];
  merged.holdings = [];
  merged.dividends = [];
  merged.positions = [];
  for (const s of chosen) {
    merged.rows_total += s.file.rows_total;
    merged.trades = merged.trades.concat(s.file.trades);
    merged.holdings = merged.holdings.concat(s.file.holdings);
    merged.dividends = merged.dividends.concat(s.file.dividends);
    merged.positions = merged.positions.concat(s.file.positions);
    const prefix = chosen.length > 1 ? `${s.name} sheet: ` : '';
    merged.problems.push(...s.file.problems.map((p) => ({ ...p, message: prefix + p.message })));
  }
  merged.detected = describe(merged, 'XLSX', first.preamble);
  return merged;
}
