import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse/sync';
import type { SourceRow } from './row-scope.js';

/** The delimiter the header line uses most: Console writes commas, some spreadsheets semicolons or tabs. */
export function guessDelimiter(head: string): string {
  const first = head.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const counts = [',', ';', '\t'].map((d) => ({ d, n: first.split(d).length }));
  return counts.reduce((a, b) => (b.n > a.n ? b : a)).d;
}

/** Thrown when the CSV itself is broken (a quote never closed): carries the line where it broke. */
export class CsvBroken extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const quotes = (s: string): number => {
  let n = 0;
  for (let i = s.indexOf('"'); i >= 0; i = s.indexOf('"', i + 1)) n++;
  return n;
};

/**
 * Splits a CSV's records as the bytes stream in. A line without quotes (every line of a Console
 * tradebook) is split on the delimiter directly; a record with quotes, possibly across lines, is
 * handed to csv-parse. Splitting plain lines ourselves is what keeps a 100,000-row file well under
 * two seconds: csv-parse's streaming parser alone took longer than that on this kind of machine.
 * Line numbers are rows as a spreadsheet shows them: a record whose cell spans lines is one row.
 */
export class CsvSplitter {
  private rest = '';
  private row = 0;
  private pending: string | null = null;
  private pendingRow = 0;
  private readonly decoder = new StringDecoder('utf8');
  private started = false;

  constructor(private readonly delimiter: string) {}

  /** The complete rows in this chunk (blank rows are left out but counted). */
  write(chunk: Buffer): SourceRow[] {
    let text = this.rest + this.decoder.write(chunk);
    if (!this.started && text.length > 0) {
      text = text.replace(/^\uFEFF/, '');
      this.started = true;
    }
    const lines = text.split('\n');
    this.rest = lines.pop()!;
    const out: SourceRow[] = [];
    for (const line of lines) this.line(line, out);
    return out;
  }

  /** The last rows; throws CsvBroken when a quoted cell never closes. */
  end(): SourceRow[] {
    const out: SourceRow[] = [];
    const last = this.rest + this.decoder.end();
    if (last) this.line(last, out);
    if (this.pending !== null) throw new CsvBroken(this.pendingRow, 'a quoted cell starting on this line never closes');
    return out;
  }

  private line(raw: string, out: SourceRow[]): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (this.pending !== null) {
      this.pending += '\n' + line;
      if (quotes(this.pending) % 2 === 0) {
        out.push(this.quoted(this.pending, this.pendingRow));
        this.pending = null;
      }
      return;
    }
    this.row++;
    if (line.indexOf('"') < 0) {
      if (line.trim()) out.push({ line: this.row, cells: line.split(this.delimiter) });
    } else if (quotes(line) % 2 === 0) out.push(this.quoted(line, this.row));
    else {
      this.pending = line;
      this.pendingRow = this.row;
    }
  }

  private quoted(text: string, row: number): SourceRow {
    try {
      const records = parse(text, {
        delimiter: this.delimiter,
        relax_column_count: true,
        relax_quotes: true,
      }) as string[][];
      return { line: row, cells: records[0] ?? [] };
    } catch (e) {
      throw new CsvBroken(row, (e as Error).message);
    }
  }
}

/** Batches of rows of a CSV as it streams in. */
export async function* csvRows(body: AsyncIterable<Buffer>, delimiter: string): AsyncIterable<SourceRow[]> {
  const splitter = new CsvSplitter(delimiter);
  for await (const chunk of body) yield splitter.write(chunk);
  yield splitter.end();
}
