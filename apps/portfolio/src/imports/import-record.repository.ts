import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImportMappingDto, ImportStatus } from '@app/contracts';
import type { ImportRecord, ImportRow } from './import-record.js';
import { toImportRecord } from './import-record.js';

const SUMMARY_COLUMNS = `id, user_id, file_name, upload_object, format, status, detected, rows_total, counts, sample,
  problems, problems_total, mapping, applied_mapping, header_signature, created_position_ids, created_at, committed_at`;

/** The imports and import_mappings tables. Methods given a transaction's manager take part in it. */
@Injectable()
export class ImportRecordRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Inserts or replaces an import's preview (a re-parse after mapping replaces it). */
  async savePreview(r: ImportRecord): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.imports (id, user_id, file_name, upload_object, format, status, detected, rows_total, counts,
         sample, problems, problems_total, mapping, applied_mapping, header_signature)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (id) DO UPDATE SET format = EXCLUDED.format, status = EXCLUDED.status, detected = EXCLUDED.detected,
         rows_total = EXCLUDED.rows_total, counts = EXCLUDED.counts, sample = EXCLUDED.sample,
         problems = EXCLUDED.problems, problems_total = EXCLUDED.problems_total, mapping = EXCLUDED.mapping,
         applied_mapping = EXCLUDED.applied_mapping, header_signature = EXCLUDED.header_signature`,
      [
        r.id,
        r.userId,
        r.fileName,
        r.uploadObject,
        r.format,
        r.status,
        r.detected,
        r.rowsTotal,
        JSON.stringify(r.counts),
        JSON.stringify(r.sample),
        JSON.stringify(r.problems),
        r.problemsTotal,
        r.mapping ? JSON.stringify(r.mapping) : null,
        r.appliedMapping ? JSON.stringify(r.appliedMapping) : null,
        r.headerSignature,
      ],
    );
  }

  async list(userId: string): Promise<ImportRecord[]> {
    const rows = (await this.ds.query(
      `SELECT ${SUMMARY_COLUMNS} FROM portfolio.imports WHERE user_id = $1 ORDER BY created_at DESC LIMIT 200`,
      [userId],
    )) as ImportRow[];
    return rows.map(toImportRecord);
  }

  /** The user's import, or null: another user's id reads as missing. */
  async find(userId: string, id: string, tx?: EntityManager, lock = false): Promise<ImportRecord | null> {
    const rows = (await (tx ?? this.ds.manager).query(
      `SELECT ${SUMMARY_COLUMNS} FROM portfolio.imports WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, userId],
    )) as ImportRow[];
    return rows[0] ? toImportRecord(rows[0]) : null;
  }

  async markCommitted(
    id: string,
    counts: Record<string, number>,
    positionIds: string[],
    tx: EntityManager,
  ): Promise<void> {
    await tx.query(
      `UPDATE portfolio.imports SET status = 'committed', counts = $2, created_position_ids = $3, upload_object = NULL, committed_at = now() WHERE id = $1`,
      [id, JSON.stringify(counts), JSON.stringify(positionIds)],
    );
  }

  async setStatus(id: string, status: ImportStatus, tx?: EntityManager): Promise<void> {
    await (tx ?? this.ds.manager).query(
      `UPDATE portfolio.imports SET status = $2, upload_object = NULL WHERE id = $1`,
      [id, status],
    );
  }

  async remove(id: string): Promise<void> {
    await this.ds.query('DELETE FROM portfolio.imports WHERE id = $1', [id]);
  }

  /** The mapping this user saved for files with these headers. */
  async savedMapping(userId: string, signature: string): Promise<ImportMappingDto | null> {
    const rows = (await this.ds.query(
      'SELECT kind, columns FROM portfolio.import_mappings WHERE user_id = $1 AND header_signature = $2',
      [userId, signature],
    )) as ImportMappingDto[];
    return rows[0] ?? null;
  }

  async saveMapping(userId: string, signature: string, m: ImportMappingDto): Promise<void> {
    await this.ds.query(
      `INSERT INTO portfolio.import_mappings (user_id, header_signature, kind, columns) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, header_signature) DO UPDATE SET kind = EXCLUDED.kind, columns = EXCLUDED.columns,
         updated_at = now()`,
      [userId, signature, m.kind, JSON.stringify(m.columns)],
    );
  }
}
