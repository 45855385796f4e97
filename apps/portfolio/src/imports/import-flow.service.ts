import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ImportMappingDto,
  type ImportPreview,
  type ImportSummary,
  type UploadRef,
} from '@app/contracts';
import { DomainError, UnitOfWork, validationError } from '@app/common';
import { LedgerWriter } from '../ledger/ledger-writer.js';
import { parseImportFile, type ParsedFile } from './formats/index.js';
import { splitDuplicates, summariseProblems } from './import-counts.js';
import {
  headerSignature,
  SAMPLE_ROWS,
  toImportPreview,
  toImportSummary,
  type ImportRecord,
  type KeptRows,
} from './import-record.js';
import { ImportRecordRepository } from './import-record.repository.js';
import { ImportService } from './import.service.js';
import { UploadObjects } from './upload-objects.js';

const notFound = () => DomainError.notFound('Import');
const refuse = (field: string, message: string) => validationError([{ field, errors: [message] }]);

/**
 * An uploaded file becomes an import in two steps: a preview (parsed, checked, duplicates counted,
 * nothing written to the ledger) and a commit that writes every valid row in one transaction. A
 * committed import can be undone whole; a preview can be discarded.
 */
@Injectable()
export class ImportFlowService {
  constructor(
    private readonly records: ImportRecordRepository,
    private readonly uploads: UploadObjects,
    private readonly ledger: LedgerWriter,
    private readonly positions: ImportService,
    private readonly uow: UnitOfWork,
  ) {}

  async create(userId: string, ref: UploadRef): Promise<ImportPreview> {
    const id = randomUUID();
    let parsed = await this.parse(userId, id, ref.object, ref.file_name, null);
    const signature = parsed.headers.length > 0 ? headerSignature(parsed.headers) : null;
    let appliedMapping: ImportMappingDto | null = null;
    if (parsed.format === 'unknown' && signature) {
      // The same headers as a file this user mapped before: reuse the mapping without asking again.
      appliedMapping = await this.records.savedMapping(userId, signature);
      if (appliedMapping) parsed = await this.parse(userId, id, ref.object, ref.file_name, appliedMapping);
    }
    const base = { id, userId, fileName: ref.file_name, uploadObject: ref.object, headerSignature: signature };
    return toImportPreview(await this.store({ ...base, appliedMapping }, parsed));
  }

  async list(userId: string): Promise<ImportSummary[]> {
    return (await this.records.list(userId)).map(toImportSummary);
  }

  async get(userId: string, id: string): Promise<ImportPreview> {
    const r = await this.records.find(userId, id);
    if (!r) throw notFound();
    return toImportPreview(r);
  }

  /** Saves the user's mapping for files with these headers, and previews the file again with it. */
  async map(userId: string, id: string, mapping: ImportMappingDto): Promise<ImportPreview> {
    const r = await this.records.find(userId, id);
    if (!r) throw notFound();
    if (r.status !== 'preview' && r.status !== 'needs-mapping')
      throw refuse('status', `This import is ${r.status}: only a preview can be mapped`);
    if (!r.uploadObject) throw refuse('file', 'The uploaded file is no longer kept: upload it again');
    const parsed = await this.parse(userId, id, r.uploadObject, r.fileName, mapping);
    const signature = r.headerSignature ?? headerSignature(parsed.headers);
    await this.records.saveMapping(userId, signature, mapping);
    const base = { id, userId, fileName: r.fileName, uploadObject: r.uploadObject, headerSignature: signature };
    return toImportPreview(await this.store({ ...base, appliedMapping: mapping }, parsed));
  }

  /**
   * Writes every valid row in one transaction, or nothing while any problem remains. The file is parsed
   * again from the kept upload (see docs/imports.md); the ledger skips trade ids it already has.
   */
  async commit(userId: string, id: string): Promise<ImportPreview> {
    const r = await this.records.find(userId, id);
    if (!r) throw notFound();
    if (r.status === 'committed') return toImportPreview(r);
    this.assertCommittable(r);
    if (!r.uploadObject) throw refuse('file', 'The uploaded file is no longer kept: upload it again');
    const parsed = await this.parse(
      userId,
      id,
      r.uploadObject,
      r.fileName,
      r.appliedMapping,
      'committing',
      r.rowsTotal,
    );
    if (parsed.problems.length > 0) throw refuse('problems', 'The file no longer reads as it did: upload it again');
    const rows: KeptRows = {
      trades: parsed.trades,
      holdings: parsed.holdings,
      dividends: parsed.dividends,
      positions: parsed.positions,
      holdingsSource: parsed.format === 'kite-holdings-csv' ? 'kite-holdings' : 'holdings-statement',
    };
    await this.uow.run(async (tx) => {
      const locked = await this.records.find(userId, id, tx, true);
      if (!locked) throw notFound();
      // A second commit of the same import (a double click) waited on the lock: the first one did it.
      if (locked.status === 'committed') return;
      this.assertCommittable(locked);
      const stored = await this.ledger.addImported(tx, userId, id, rows);
      const positionIds = rows.positions.length > 0 ? await this.positions.positionsIn(tx, userId, rows.positions) : [];
      const counts = {
        ...r.counts,
        trade: stored.trades,
        holding: stored.holdings,
        dividend: stored.dividends,
        position: positionIds.length,
        duplicate: stored.duplicates,
      };
      await this.records.markCommitted(id, counts, positionIds, tx);
    });
    this.uploads.progress(userId, id, 'committing', r.rowsTotal).finish(r.rowsTotal);
    await this.uploads.remove(r.uploadObject);
    return this.get(userId, id);
  }

  /** Undoes a committed import whole, or discards a preview; either way the import reads `undone`. */
  async remove(userId: string, id: string): Promise<ImportSummary> {
    const r = await this.records.find(userId, id);
    if (!r) throw notFound();
    if (r.status === 'committed') {
      await this.uow.run(async (tx) => {
        const locked = await this.records.find(userId, id, tx, true);
        if (locked?.status !== 'committed') return;
        await this.ledger.removeImport(tx, userId, id);
        await this.positions.removePositions(tx, userId, locked.createdPositionIds);
        await this.records.setStatus(id, 'undone', tx);
      });
    } else if (r.status !== 'undone') {
      await this.records.setStatus(id, 'undone');
      await this.uploads.remove(r.uploadObject);
    }
    return toImportSummary((await this.records.find(userId, id))!);
  }

  private assertCommittable(r: ImportRecord): void {
    if (r.status === 'needs-mapping')
      throw refuse('mapping', "Map the file's columns first: commit writes nothing until they are mapped");
    if (r.status !== 'preview') throw refuse('status', `This import is ${r.status} and cannot be committed`);
    if (r.problemsTotal > 0)
      throw new DomainError(
        ErrorCode.ValidationFailed,
        `This import has ${r.problemsTotal} problem${r.problemsTotal === 1 ? '' : 's'}: commit writes nothing until they are resolved`,
        [{ field: 'problems', errors: [`${r.problemsTotal} rows have problems; fix the file and upload it again`] }],
      );
  }

  /** Parses the kept upload, telling the user's sockets how far it got (parsing a preview, or committing). */
  private async parse(
    userId: string,
    id: string,
    object: string,
    fileName: string,
    mapping: ImportMappingDto | null,
    phase: 'parsing' | 'committing' = 'parsing',
    total: number | null = null,
  ): Promise<ParsedFile> {
    const progress = this.uploads.progress(userId, id, phase, total);
    const stream = await this.uploads.read(object);
    const parsed = await parseImportFile(stream, fileName, {
      mapping: mapping ?? undefined,
      onProgress: progress.step,
    });
    // The last count of a commit's parse is the commit's end, sent once the rows are stored.
    if (phase === 'parsing') progress.finish(parsed.rows_total);
    return parsed;
  }

  /** Counts duplicates against the user's ledger, and stores the preview. */
  private async store(
    base: Pick<ImportRecord, 'id' | 'userId' | 'fileName' | 'uploadObject' | 'headerSignature' | 'appliedMapping'>,
    parsed: ParsedFile,
  ): Promise<ImportRecord> {
    const ids = parsed.trades.map((t) => t.trade_id).filter((t): t is string => t !== null);
    const existing = ids.length > 0 ? await this.ledger.existingTradeIds(base.userId, ids) : new Set<string>();
    const { fresh, duplicates } = splitDuplicates(parsed.trades, existing);
    const problems = summariseProblems(parsed.problems);
    // A file with no table at all is unknown too, but there is nothing to map: its problem says why.
    const needsMapping = parsed.mapping !== null;
    const record: ImportRecord = {
      ...base,
      format: parsed.format,
      status: needsMapping ? 'needs-mapping' : 'preview',
      detected: parsed.detected,
      rowsTotal: parsed.rows_total,
      counts: {
        trade: fresh.length,
        holding: parsed.holdings.length,
        dividend: parsed.dividends.length,
        position: parsed.positions.length,
        duplicate: duplicates,
        invalid: problems.invalid,
      },
      sample: [...fresh, ...parsed.holdings, ...parsed.dividends, ...parsed.positions].slice(0, SAMPLE_ROWS),
      problems: problems.stored,
      problemsTotal: problems.total,
      mapping: parsed.mapping,
      createdPositionIds: [],
      createdAt: new Date(),
      committedAt: null,
    };
    await this.records.savePreview(record);
    return (await this.records.find(base.userId, base.id))!;
  }
}
