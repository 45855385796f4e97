import { CsvError, parse } from 'csv-parse/sync';
import type { ImportProblem } from '@app/contracts';
import { nseDate } from './nse-dates.js';
import { readPurpose, type PurposeAction } from './purpose-grammar.js';

/** The columns of NSE's corporate-actions CSV this reader needs (the others are ignored). */
export const NSE_COLUMNS = ['SYMBOL', 'PURPOSE', 'EX-DATE', 'RECORD DATE'] as const;

/** One action read from one line: the line's symbol and dates, and one action of its PURPOSE. */
export interface NseActionRow {
  line: number;
  symbol: string;
  isin: string;
  exDate: string;
  recordDate: string | null;
  action: PurposeAction;
}

/** A file that is not a corporate-actions CSV at all: the whole upload is refused (400). */
export class NseFileError extends Error {
  constructor(
    readonly line: number,
    readonly column: string | null,
    message: string,
  ) {
    super(`line ${line}${column ? `, column ${column}` : ''}: ${message}`);
  }
}

const problem = (line: number, column: string, message: string): ImportProblem => ({
  line,
  column,
  field: column.toLowerCase().replace(/[^a-z]+/g, '_'),
  message,
});

function records(text: string): Array<{ record: string[]; line: number }> {
  const nul = text.indexOf('\u0000');
  if (nul >= 0)
    throw new NseFileError(text.slice(0, nul).split('\n').length, null, 'a NUL byte: this is not a text CSV');
  try {
    return (
      parse(text, {
        bom: true,
        info: true,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
      }) as unknown as {
        record: string[];
        info: { lines: number };
      }[]
    ).map((r) => ({ record: r.record, line: r.info.lines }));
  } catch (e) {
    if (e instanceof CsvError) throw new NseFileError((e as CsvError & { lines?: number }).lines ?? 1, null, e.message);
    throw e;
  }
}

/**
 * Reads NSE's corporate-actions CSV: each line's PURPOSE becomes zero or more actions, keyed to an ISIN
 * through the instrument master. Lines it cannot use are problems with their line and column, and the
 * rest of the file still counts; a file without the NSE header is refused whole.
 */
export function readNseCsv(
  text: string,
  isinOf: (symbol: string) => string | null,
): { rows: NseActionRow[]; problems: ImportProblem[] } {
  const all = records(text);
  if (all.length === 0) throw new NseFileError(1, null, 'the file is empty');
  const header = all[0].record.map((h) => h.trim().toUpperCase());
  const at = Object.fromEntries(NSE_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<string, number>;
  const missing = NSE_COLUMNS.filter((c) => at[c] < 0);
  if (missing.length > 0)
    throw new NseFileError(1, missing[0], `missing column ${missing.join(', ')} (not an NSE corporate-actions CSV)`);
  const rows: NseActionRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { record, line } of all.slice(1)) {
    const cell = (c: string) => (record[at[c]] ?? '').trim();
    const symbol = cell('SYMBOL').toUpperCase();
    const purpose = cell('PURPOSE');
    const exDate = nseDate(cell('EX-DATE'));
    const recordDate = nseDate(cell('RECORD DATE'));
    if (!symbol) problems.push(problem(line, 'SYMBOL', 'SYMBOL is empty'));
    else if (!exDate)
      problems.push(problem(line, 'EX-DATE', `EX-DATE "${cell('EX-DATE')}" is not a date like 16-Jun-2025`));
    else if (recordDate === undefined)
      problems.push(
        problem(line, 'RECORD DATE', `RECORD DATE "${cell('RECORD DATE')}" is not a date like 16-Jun-2025`),
      );
    else {
      const { actions, unrecognised } = readPurpose(purpose);
      for (const part of unrecognised)
        problems.push(problem(line, 'PURPOSE', `skipped "${part}": not a split, bonus or dividend`));
      if (actions.length === 0 && unrecognised.length === 0)
        problems.push(problem(line, 'PURPOSE', `skipped "${purpose}": no split, bonus or dividend`));
      if (actions.length === 0) continue;
      const isin = isinOf(symbol);
      if (!isin) {
        problems.push(problem(line, 'SYMBOL', `${symbol} is not an NSE equity with an ISIN in the instrument master`));
        continue;
      }
      for (const action of actions) rows.push({ line, symbol, isin, exDate, recordDate, action });
    }
  }
  return { rows, problems };
}
