import type { ImportProblem } from '@app/contracts';
import type { Cell } from './cells.js';

/** One row of a file: its 1-based line as a spreadsheet shows it, and its cells as text. */
export interface SourceRow {
  line: number;
  cells: string[];
}

/** A column's letter as a spreadsheet names it: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Where each field of a kind sits in the file, by the header row found. */
export class ColumnMap {
  private readonly labels = new Map<string, string>();

  constructor(
    readonly headers: readonly string[],
    readonly at: ReadonlyMap<string, number>,
  ) {
    for (const [field, i] of at) this.labels.set(field, headers[i]?.trim() || columnLetter(i));
  }

  has(field: string): boolean {
    return this.at.has(field);
  }

  /** The column as a problem names it: its header, else its letter. */
  column(field: string): string | null {
    return this.labels.get(field) ?? null;
  }
}

/** Reads the cells of one row, collecting a problem per bad cell. */
export class RowScope {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly map: ColumnMap,
    readonly line: number,
    private readonly cells: readonly string[],
  ) {}

  has(field: string): boolean {
    return this.map.has(field);
  }

  raw(field: string): string {
    const i = this.map.at.get(field);
    return i === undefined ? '' : (this.cells[i] ?? '');
  }

  /** The value, or undefined with a problem naming the line, column and field. */
  read<T>(field: string, reader: (raw: string, label: string) => Cell<T>): T | undefined {
    const column = this.map.column(field);
    const got = reader(this.raw(field), column ?? field);
    if (got.error === undefined) return got.value;
    this.fail(field, got.error);
    return undefined;
  }

  fail(field: string, message: string): void {
    this.problems.push({ line: this.line, column: this.map.column(field), field, message });
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}
