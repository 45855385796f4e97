import type {
  ImportedDividend,
  ImportedHolding,
  ImportFormat,
  ImportMappingStep,
  ImportProblem,
  ImportRowKind,
  LedgerTrade,
} from '@app/contracts';

/** What a parsed import file holds: its valid rows by kind and a problem for every bad cell. */
export interface ParsedFile {
  format: ImportFormat;
  /** Human words for what was found, e.g. "Console tradebook (equity, CSV), 2024-04-01 to 2025-03-31". */
  detected: string;
  /** null when the layout is unknown and needs mapping. */
  kind: ImportRowKind | null;
  /** The header row as found (after any preamble). */
  headers: string[];
  /** Data rows seen. */
  rows_total: number;
  trades: LedgerTrade[];
  holdings: ImportedHolding[];
  dividends: ImportedDividend[];
  /** Rows of the product's own positions CSV, shaped as the bulk import takes them (no instrumentToken). */
  positions: Record<string, unknown>[];
  problems: ImportProblem[];
  /** Set when the layout is unknown and no mapping was given. */
  mapping: ImportMappingStep | null;
}
