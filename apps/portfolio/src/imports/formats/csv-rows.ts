import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { SourceRow } from './row-scope.js';

/** The delimiter the header line uses most: Console writes commas, some spreadsheets semicolons or tabs. */
export function guessDelimiter(head: string): string {
  const first = head.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const counts = [',', ';', '\t'].map((d) => ({ d, n: first.split(d).length }));
  return counts.reduce((a, b) => (b.n > a.n ? b : a)).d;
}

/** Thrown when the CSV itself is broken (an unclosed quote): carries the line where it broke. */
export class CsvBroken extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Rows of a CSV as they stream in, each with its line number; blank lines are skipped. */
export async function* csvRows(body: AsyncIterable<Buffer>, delimiter: string): AsyncIterable<SourceRow> {
  const parser = Readable.from(body).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      yield { line: rec.info.lines, cells: rec.record };
  } catch (e) {
    const err = e as { lines?: number; message?: string };
    throw new CsvBroken(err.lines ?? 1, err.message ?? 'The CSV could not be read');
  }
}
