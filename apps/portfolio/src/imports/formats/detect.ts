import type { ImportFormat } from '@app/contracts';
import { matchHeader } from './columns.js';
import { guessDelimiter } from './csv-rows.js';

export type Container = 'CSV' | 'XLSX' | 'XLS' | 'binary' | 'empty';

/** What kind of file the first bytes say it is. */
export function containerOf(head: Buffer): Container {
  if (head.length === 0) return 'empty';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'XLSX';
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) return 'XLS';
  const sample = head.subarray(0, 4096);
  let control = 0;
  for (const b of sample) if (b === 0 || (b < 9 && b !== 0) || (b > 13 && b < 32 && b !== 27)) control++;
  return control > sample.length / 100 ? 'binary' : 'CSV';
}

/** A CSV line split on the delimiter, quotes removed (enough to recognise a header). */
function roughCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
}

const LABELS: Partial<Record<ImportFormat, string>> = {
  'console-tradebook-csv': 'Console tradebook',
  'console-tradebook-xlsx': 'Console tradebook',
  'console-holdings-xlsx': 'Console holdings statement',
  'kite-holdings-csv': 'Kite holdings',
  'console-dividends': 'Console dividend statement',
  'positions-csv': 'Positions',
};

/** An XLSX is compressed: its layout is known once read; the file name gives a first guess. */
function guessXlsx(fileName: string): ImportFormat {
  const n = fileName.toLowerCase();
  if (n.includes('tradebook')) return 'console-tradebook-xlsx';
  if (n.includes('holding')) return 'console-holdings-xlsx';
  if (n.includes('dividend')) return 'console-dividends';
  return 'unknown';
}

/**
 * The format by the file's first bytes: a CSV by its header row (past any preamble), an XLSX by its
 * name until parsing reads its header row. parseImportFile's answer is the final word.
 */
export function detectFormat(fileName: string, head: Buffer): { format: ImportFormat; detected: string } {
  const container = containerOf(head);
  if (container === 'empty') return { format: 'unknown', detected: 'An empty file' };
  if (container === 'XLS')
    return { format: 'unknown', detected: 'An Excel 97-2003 (.xls) workbook: save it as .xlsx or CSV' };
  if (container === 'binary') return { format: 'unknown', detected: 'Not a CSV or XLSX file' };
  if (container === 'XLSX') {
    const format = guessXlsx(fileName);
    return { format, detected: format === 'unknown' ? 'An XLSX workbook' : `${LABELS[format]} (XLSX)` };
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).slice(0, 40);
  const delimiter = guessDelimiter(text);
  for (const line of lines) {
    const spec = matchHeader(roughCells(line, delimiter));
    if (spec) return { format: spec.format, detected: `${spec.label} (CSV)` };
  }
  return { format: 'unknown', detected: 'Columns not recognised (CSV): map them to import' };
}
