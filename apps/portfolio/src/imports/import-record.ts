import { createHash } from 'node:crypto';
import type {
  ImportMappingDto,
  ImportFormat,
  ImportMappingStep,
  ImportPreview,
  ImportProblem,
  ImportStatus,
  ImportSummary,
} from '@app/contracts';
import type { ImportedRows } from '../ledger/ledger-writer.js';

/** The valid rows an import's commit writes: the ledger's rows, and the product's own positions. */
export interface KeptRows extends ImportedRows {
  positions: Record<string, unknown>[];
}

/** One import as stored. */
export interface ImportRecord {
  id: string;
  userId: string;
  fileName: string;
  /** The upload in the object store, kept until commit or discard so a mapping can re-read it. */
  uploadObject: string | null;
  format: ImportFormat;
  status: ImportStatus;
  detected: string;
  rowsTotal: number;
  counts: Record<string, number>;
  sample: ImportPreview['sample'];
  problems: ImportProblem[];
  problemsTotal: number;
  mapping: ImportMappingStep | null;
  /** The user's mapping the file was parsed with; the commit parses it again the same way. */
  appliedMapping: ImportMappingDto | null;
  headerSignature: string | null;
  createdPositionIds: string[];
  createdAt: Date;
  committedAt: Date | null;
}

export interface ImportRow {
  id: string;
  user_id: string;
  file_name: string;
  upload_object: string | null;
  format: ImportFormat;
  status: ImportStatus;
  detected: string;
  rows_total: number;
  counts: Record<string, number>;
  sample: ImportPreview['sample'];
  problems: ImportProblem[];
  problems_total: number;
  mapping: ImportMappingStep | null;
  applied_mapping: ImportMappingDto | null;
  header_signature: string | null;
  created_position_ids: string[];
  created_at: Date;
  committed_at: Date | null;
}

/** Stored problems are capped; the preview says how many there were in all. */
export const MAX_STORED_PROBLEMS = 500;
/** How many rows the preview shows. */
export const SAMPLE_ROWS = 20;

export const toImportRecord = (r: ImportRow): ImportRecord => ({
  id: r.id,
  userId: r.user_id,
  fileName: r.file_name,
  uploadObject: r.upload_object,
  format: r.format,
  status: r.status,
  detected: r.detected,
  rowsTotal: r.rows_total,
  counts: r.counts,
  sample: r.sample,
  problems: r.problems,
  problemsTotal: r.problems_total,
  mapping: r.mapping,
  appliedMapping: r.applied_mapping,
  headerSignature: r.header_signature,
  createdPositionIds: r.created_position_ids,
  createdAt: r.created_at,
  committedAt: r.committed_at,
});

export const toImportSummary = (r: ImportRecord): ImportSummary => ({
  id: r.id,
  status: r.status,
  file_name: r.fileName,
  format: r.format,
  detected: r.detected,
  rows_total: r.rowsTotal,
  counts: r.counts,
  problems_total: r.problemsTotal,
  created_at: r.createdAt.toISOString(),
  committed_at: r.committedAt ? r.committedAt.toISOString() : null,
});

export const toImportPreview = (r: ImportRecord): ImportPreview => ({
  ...toImportSummary(r),
  sample: r.sample,
  problems: r.problems,
  mapping: r.mapping,
});

/** The key a saved mapping is found by: the file's headers, trimmed and lower-cased, in order. */
export function headerSignature(headers: readonly string[]): string {
  const normal = headers.map((h) => h.trim().toLowerCase()).join('\u001f');
  return createHash('sha256').update(normal).digest('hex');
}
