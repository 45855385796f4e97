import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SourceRow } from './row-scope.js';

/** A zip (and so an XLSX) ends with its directory; a truncated upload has none. */
export function hasZipDirectory(buf: Buffer): boolean {
  const from = Math.max(0, buf.length - 65_557);
  return buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), buf.length - 22) >= from;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A cell as text: numbers as JavaScript prints them (exact for what a sheet stores), dates as ISO. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) {
    const day = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    const secs = v.getUTCHours() * 3600 + v.getUTCMinutes() * 60 + v.getUTCSeconds();
    return secs === 0 ? day : `${day}T${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}`;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if (typeof o.text === 'string') return o.text;
  }
  return '';
}

/** The sheets of a workbook in order, each with its rows streamed (cells from column A). */
export async function* xlsxSheets(buf: Buffer): AsyncIterable<{ name: string; rows: AsyncIterable<SourceRow> }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader as unknown as AsyncIterable<AsyncIterable<ExcelJS.Row> & { name: string }>) {
    yield { name: sheet.name, rows: sheetRows(sheet) };
  }
}

async function* sheetRows(sheet: AsyncIterable<ExcelJS.Row>): AsyncIterable<SourceRow> {
  for await (const row of sheet) {
    const values = row.values as unknown[];
    const cells: string[] = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    yield { line: row.number, cells };
  }
}
