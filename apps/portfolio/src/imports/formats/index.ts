import type { ImportRowKind } from '@app/contracts';
import { csvRows, CsvBroken, guessDelimiter } from './csv-rows.js';
import { describe } from './describe.js';
import { containerOf, detectFormat } from './detect.js';
import { splitHead, collect } from './input.js';
import type { ParsedFile } from './parsed-file.js';
import { TableReader } from './table.js';
import { readXlsx } from './read-xlsx.js';

export type { ParsedFile } from './parsed-file.js';
export { detectFormat } from './detect.js';
export { MAPPING_FIELDS } from './mapping.js';

export interface ParseOptions {
  /** The user's column mapping for a file of unknown layout: field -> header. */
  mapping?: { kind: ImportRowKind; columns: Record<string, string> };
  /** Called every few thousand data rows. */
  onProgress?: (rowsDone: number) => void;
}

function failed(detected: string, message: string, line = 1): ParsedFile {
  const out = new TableReader({ container: 'CSV' }).out;
  return { ...out, detected, problems: [{ line, column: null, field: null, message }] };
}

/**
 * Parses an uploaded file (Console tradebook CSV/XLSX, holdings statement, Kite holdings, dividend
 * statement, the positions CSV, or any table by a mapping). Never throws for a bad file: a file that
 * cannot be read answers one problem saying why, at line 1 or the line where it broke.
 */
export async function parseImportFile(
  input: Buffer | NodeJS.ReadableStream,
  fileName: string,
  options: ParseOptions = {},
): Promise<ParsedFile> {
  let head: Buffer;
  let body: AsyncIterable<Buffer>;
  try {
    ({ head, body } = await splitHead(input));
  } catch (e) {
    return failed('Upload not read', `The file could not be read: ${(e as Error).message}`);
  }
  const container = containerOf(head);
  const { detected } = detectFormat(fileName, head);
  if (container === 'empty') return failed(detected, 'The file is empty');
  if (container === 'XLS' || container === 'binary') return failed(detected, `${detected}; upload a CSV or XLSX file`);
  if (container === 'XLSX') {
    try {
      return await readXlsx(await collect(body), options);
    } catch (e) {
      return failed(
        'An XLSX workbook',
        `The XLSX file could not be read (truncated or damaged?): ${(e as Error).message}`,
      );
    }
  }
  const table = new TableReader({ ...options, container: 'CSV' });
  try {
    for await (const rows of csvRows(body, guessDelimiter(head.toString('utf8'))))
      for (const row of rows) table.push(row);
  } catch (e) {
    const at = e instanceof CsvBroken ? e.line : 1;
    table.out.problems.push({
      line: at,
      column: null,
      field: null,
      message: `The CSV breaks here: ${(e as Error).message}`,
    });
  }
  const out = table.finish();
  out.detected = describe(out, 'CSV', table.preambleText);
  return out;
}
