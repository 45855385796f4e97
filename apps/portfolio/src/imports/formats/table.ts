import type { ImportFormat, ImportRowKind } from '@app/contracts';
import { locateColumns, matchHeader, type ColumnSpec, type FormatSpec } from './columns.js';
import { asOfFrom } from './describe.js';
import { readDividend } from './dividend-row.js';
import { readHolding } from './holding-row.js';
import { mappedColumns, mappingStep } from './mapping.js';
import type { ParsedFile } from './parsed-file.js';
import { readPosition } from './position-row.js';
import { ColumnMap, RowScope, type SourceRow } from './row-scope.js';
import { readTrade } from './trade-row.js';

/** How far into a file (non-blank rows) the header row is looked for, past any preamble. */
const HEADER_SCAN_ROWS = 40;
const PROGRESS_EVERY = 5000;

export interface TableOptions {
  mapping?: { kind: ImportRowKind; columns: Record<string, string> };
  onProgress?: (rowsDone: number) => void;
  /** 'XLSX' or 'CSV': how the file is named in `detected`. */
  container: 'CSV' | 'XLSX';
}

const isBlank = (cells: readonly string[]): boolean => cells.every((c) => !c || !c.trim());

/**
 * Turns a file's rows into a parsed file: finds the header row (past a preamble), recognises the
 * layout by it (or reads by the user's mapping), then reads every data row, one problem per bad cell.
 */
export class TableReader {
  private readonly preamble: SourceRow[] = [];
  private spec: { format: ImportFormat; kind: ImportRowKind; label: string; columns: ColumnSpec[] } | null = null;
  private map: ColumnMap | null = null;
  private skipAll = false;
  private asOf: string | null = null;
  readonly out: ParsedFile;

  constructor(private readonly options: TableOptions) {
    this.out = {
      format: 'unknown',
      detected: '',
      kind: null,
      headers: [],
      rows_total: 0,
      trades: [],
      holdings: [],
      dividends: [],
      positions: [],
      problems: [],
      mapping: null,
    };
  }

  /** The preamble's text (the title lines above the header), for dates and as-of. */
  get preambleText(): string[] {
    return this.preamble.flatMap((r) => r.cells.filter((c) => c && c.trim()).map((c) => c.trim()));
  }

  /** Whether a header row has been found (rows after it are data). */
  get started(): boolean {
    return this.map !== null || this.skipAll;
  }

  push(row: SourceRow): void {
    if (isBlank(row.cells)) return;
    if (!this.started) return this.lookForHeader(row);
    if (this.skipAll || !this.spec || !this.map) {
      this.out.rows_total++;
      return;
    }
    const first = row.cells[this.map.at.get(this.spec.columns[0].field) ?? 0] ?? '';
    if (/^total\b/i.test(first.trim())) return;
    this.out.rows_total++;
    const scope = new RowScope(this.map, row.line, row.cells);
    this.readRow(scope);
    if (this.options.onProgress && this.out.rows_total % PROGRESS_EVERY === 0)
      this.options.onProgress(this.out.rows_total);
  }

  private readRow(scope: RowScope): void {
    const mapped = this.spec!.format === 'mapped';
    switch (this.spec!.kind) {
      case 'trade': {
        const t = readTrade(scope, { source: mapped ? 'mapped' : 'console-tradebook', tradeIdRequired: !mapped });
        if (t) this.out.trades.push(t);
        break;
      }
      case 'holding': {
        const h = readHolding(scope, this.asOf);
        if (h) this.out.holdings.push(h);
        break;
      }
      case 'dividend': {
        const d = readDividend(scope);
        if (d) this.out.dividends.push(d);
        break;
      }
      case 'position': {
        const p = readPosition(scope);
        if (p) this.out.positions.push(p);
        break;
      }
    }
    this.out.problems.push(...scope.problems);
  }

  private lookForHeader(row: SourceRow): void {
    const { mapping } = this.options;
    const known = mapping ? null : matchHeader(row.cells);
    if (known) return this.start(row, known);
    const filled = row.cells.filter((c) => c && c.trim()).length;
    if (mapping && filled >= 2) return this.startMapped(row, mapping);
    this.preamble.push(row);
    if (this.preamble.length >= HEADER_SCAN_ROWS) this.giveUp();
  }

  private start(header: SourceRow, spec: FormatSpec): void {
    const { at, missing } = locateColumns(spec, header.cells);
    this.setHeader(header, spec);
    for (const c of missing)
      this.out.problems.push({
        line: header.line,
        column: null,
        field: c.field,
        message: `The ${spec.label} has no "${c.names[0]}" column`,
      });
    if (missing.length > 0) this.skipAll = true;
    else this.map = new ColumnMap(header.cells, at);
  }

  private startMapped(header: SourceRow, mapping: NonNullable<TableOptions['mapping']>): void {
    const { columns, problems } = mappedColumns(mapping.kind, mapping.columns, header.cells, header.line);
    const spec = { format: 'mapped' as const, kind: mapping.kind, label: 'Mapped file', columns };
    this.setHeader(header, spec);
    this.out.problems.push(...problems);
    if (problems.length > 0) this.skipAll = true;
    else this.map = new ColumnMap(header.cells, locateColumns(spec, header.cells).at);
  }

  private setHeader(header: SourceRow, spec: NonNullable<TableReader['spec']>): void {
    this.spec = spec;
    this.asOf = asOfFrom(this.preambleText);
    this.out.format = spec.format;
    this.out.kind = spec.kind;
    this.out.headers = header.cells.map((c) => (c ?? '').trim()).filter(Boolean);
  }

  /** No known header near the top: the first full row is the header of an unknown layout. */
  private giveUp(): void {
    const candidates = this.preamble.filter((r) => r.cells.filter((c) => c && c.trim()).length >= 2);
    const header = candidates[0];
    this.skipAll = true;
    if (!header) {
      this.out.problems.push({
        line: 1,
        column: null,
        field: null,
        message: 'No header row found: the file has no table of columns',
      });
      return;
    }
    this.out.headers = header.cells.map((c) => (c ?? '').trim()).filter(Boolean);
    this.out.rows_total = this.preamble.filter((r) => r.line > header.line).length;
    this.out.mapping = mappingStep(this.out.headers);
  }

  /** Call at the end of the file. */
  finish(): ParsedFile {
    if (!this.started) this.giveUp();
    return this.out;
  }
}
