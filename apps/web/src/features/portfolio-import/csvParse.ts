import Papa from 'papaparse';
import type { CsvField } from './csvSchema';

/** Headers compare without case, spaces, dashes, underscores or a byte-order mark. */
export const normaliseHeader = (h: string): string =>
  h
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

export interface HeaderMap {
  /** The field key of each column, or null for a column that is ignored. */
  columns: (string | null)[];
  ignored: string[];
  missing: string[];
}

/** Matches each header to a field by its key or one of its aliases; the first column wins a tie. */
export function mapHeaders(headers: readonly string[], fields: readonly CsvField[]): HeaderMap {
  const lookup = new Map<string, string>();
  for (const f of fields)
    for (const name of [f.key, ...f.aliases])
      if (!lookup.has(normaliseHeader(name))) lookup.set(normaliseHeader(name), f.key);
  const taken = new Set<string>();
  const ignored: string[] = [];
  const columns = headers.map((h) => {
    const key = lookup.get(normaliseHeader(h));
    if (!key || taken.has(key)) {
      if (h.trim()) ignored.push(h.trim());
      return null;
    }
    taken.add(key);
    return key;
  });
  return { columns, ignored, missing: fields.filter((f) => f.required && !taken.has(f.key)).map((f) => f.key) };
}

/** A data row by field key, with its line in the file (the header is line 1). */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface ParsedCsv {
  rows: CsvRow[];
  headers: HeaderMap | null;
  /** Problems with the file as a whole: nothing can be imported until they are fixed. */
  problems: string[];
}

/** Parses CSV text (comma, semicolon or tab separated) into rows keyed by field; blank lines are skipped. */
export function parseCsv(text: string, fields: readonly CsvField[]): ParsedCsv {
  const result = Papa.parse<string[]>(text.trim() ? text : '', { skipEmptyLines: false });
  const data = result.data;
  const headerIndex = data.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0)
    return {
      rows: [],
      headers: null,
      problems: ['The file is empty: it needs a header row and at least one row of data'],
    };
  const headers = mapHeaders(data[headerIndex]!, fields);
  const problems: string[] = [];
  if (headers.missing.length > 0)
    problems.push(`Missing column${headers.missing.length > 1 ? 's' : ''}: ${headers.missing.join(', ')}`);
  for (const e of result.errors) if (e.type === 'Quotes') problems.push(`Line ${(e.row ?? 0) + 1}: ${e.message}`);
  const rows: CsvRow[] = [];
  for (let i = headerIndex + 1; i < data.length; i++) {
    const cells = data[i]!;
    if (!cells.some((c) => c.trim() !== '')) continue;
    const values: Record<string, string> = {};
    headers.columns.forEach((key, c) => {
      if (key) values[key] = (cells[c] ?? '').trim();
    });
    rows.push({ line: i + 1, values });
  }
  if (rows.length === 0 && problems.length === 0) problems.push('The file has a header row but no data');
  return { rows, headers, problems };
}
