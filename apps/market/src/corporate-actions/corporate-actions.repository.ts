import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CorporateActionKind, ImportProblem } from '@app/contracts';
import { unnestRows, type InsertColumn } from '@app/common';
import type { ActionRow, BatchRow } from './corporate-action-row.js';

/** Dates leave Postgres as text, so an ex-date never shifts with the server's time zone. */
const ACTION_COLUMNS = `a.id, a.isin, a.symbol, a.kind, a.ex_date::text AS ex_date, a.record_date::text AS record_date,
  a.ratio_numerator, a.ratio_denominator, a.per_share::text AS per_share, a.purpose, a.status, a.applied_at, a.published_at`;

/** An action's identity, as the unique index has it. */
const identity = (t: string) =>
  `${t}.isin, ${t}.kind, ${t}.ex_date, COALESCE(${t}.ratio_numerator, 0), COALESCE(${t}.ratio_denominator, 0), COALESCE(${t}.per_share, 0)`;

const INPUT_COLUMNS: InsertColumn[] = [
  ['isin', 'text'],
  ['symbol', 'text'],
  ['kind', 'text'],
  ['ex_date', 'date'],
  ['record_date', 'date'],
  ['ratio_numerator', 'integer'],
  ['ratio_denominator', 'integer'],
  ['per_share', 'numeric'],
  ['purpose', 'text'],
  ['line', 'integer'],
];

export interface NewAction {
  isin: string;
  symbol: string;
  kind: CorporateActionKind;
  exDate: string;
  recordDate: string | null;
  numerator: number | null;
  denominator: number | null;
  perShare: string | null;
  purpose: string;
  line: number | null;
}

/** Corporate actions, their batches and the items linking them. */
@Injectable()
export class CorporateActionsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private m(tx?: EntityManager): EntityManager {
    return tx ?? this.ds.manager;
  }

  async createBatch(
    tx: EntityManager,
    b: { source: 'nse_csv' | 'manual'; fileName: string | null; problems: ImportProblem[]; createdBy: string },
  ): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO market.corporate_action_batches (source, file_name, problems, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [b.source, b.fileName, JSON.stringify(b.problems), b.createdBy],
    )) as { id: string }[];
    return row.id;
  }

  /**
   * Stores each action once, all in one statement: an action uploaded again (or twice in one file)
   * resolves to the stored row, whatever its status, and the batch lists it with the first line that
   * named it. A statement per action made a year's NSE file outlast the upload's call.
   */
  async addActions(
    tx: EntityManager,
    batchId: string,
    createdBy: string,
    actions: readonly NewAction[],
  ): Promise<void> {
    if (actions.length === 0) return;
    const input = unnestRows(
      INPUT_COLUMNS,
      actions.map((a) => [
        a.isin,
        a.symbol,
        a.kind,
        a.exDate,
        a.recordDate,
        a.numerator,
        a.denominator,
        a.perShare,
        a.purpose,
        a.line,
      ]),
      3,
    );
    // DISTINCT ON the identity: one statement may not upsert the same row twice.
    await tx.query(
      `WITH input AS (SELECT * FROM ${input.from}),
       stored AS (
         INSERT INTO market.corporate_actions
           (isin, symbol, kind, ex_date, record_date, ratio_numerator, ratio_denominator, per_share, purpose, batch_id, created_by)
         SELECT DISTINCT ON (${identity('i')}) isin, symbol, kind, ex_date, record_date, ratio_numerator, ratio_denominator,
           per_share, purpose, $1::uuid, $2::uuid
         FROM input i ORDER BY ${identity('i')}, ord
         ON CONFLICT (isin, kind, ex_date, COALESCE(ratio_numerator, 0), COALESCE(ratio_denominator, 0), COALESCE(per_share, 0))
         DO UPDATE SET isin = EXCLUDED.isin
         RETURNING id, isin, kind, ex_date, ratio_numerator, ratio_denominator, per_share)
       INSERT INTO market.corporate_action_batch_items (batch_id, action_id, line)
       SELECT $1::uuid, s.id, min(i.line) FROM input i JOIN stored s ON (${identity('s')}) = (${identity('i')})
       GROUP BY s.id
       ON CONFLICT DO NOTHING`,
      [batchId, createdBy, ...input.values],
    );
  }

  /** The batch, locked when given `lock` (apply runs one at a time per batch). */
  async batch(id: string, tx?: EntityManager, lock = false): Promise<BatchRow | null> {
    const rows = (await this.m(tx).query(
      `SELECT id, problems, applied_at FROM market.corporate_action_batches WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    )) as BatchRow[];
    return rows[0] ?? null;
  }

  async actionsOfBatch(batchId: string, tx?: EntityManager): Promise<ActionRow[]> {
    return (await this.m(tx).query(
      `SELECT ${ACTION_COLUMNS} FROM market.corporate_actions a
         JOIN market.corporate_action_batch_items i ON i.action_id = a.id
        WHERE i.batch_id = $1 ORDER BY i.line NULLS FIRST, a.ex_date, a.kind, a.id`,
      [batchId],
    )) as ActionRow[];
  }

  /** Marks actions applied; only those still in preview are returned, so a second apply changes nothing. */
  async markApplied(tx: EntityManager, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const [rows] = (await tx.query(
      `UPDATE market.corporate_actions SET status = 'applied', applied_at = now()
        WHERE id = ANY($1::uuid[]) AND status = 'preview' RETURNING id`,
      [ids],
    )) as [{ id: string }[], number];
    return rows.map((r) => r.id);
  }

  async closeBatchIfDone(tx: EntityManager, batchId: string): Promise<void> {
    await tx.query(
      `UPDATE market.corporate_action_batches b SET applied_at = now()
        WHERE id = $1 AND applied_at IS NULL AND NOT EXISTS (
          SELECT 1 FROM market.corporate_action_batch_items i JOIN market.corporate_actions a ON a.id = i.action_id
           WHERE i.batch_id = b.id AND a.status = 'preview')`,
      [batchId],
    );
  }

  /** Applied actions whose event has not been stored by the stream yet (the outbox). */
  async unpublished(): Promise<ActionRow[]> {
    return (await this.ds.query(
      `SELECT ${ACTION_COLUMNS} FROM market.corporate_actions a
        WHERE a.status = 'applied' AND a.published_at IS NULL ORDER BY a.applied_at, a.ex_date, a.id`,
    )) as ActionRow[];
  }

  async markPublished(id: string): Promise<void> {
    await this.ds.query('UPDATE market.corporate_actions SET published_at = now() WHERE id = $1', [id]);
  }

  async list(isin: string | undefined, limit: number): Promise<ActionRow[]> {
    return (await this.ds.query(
      `SELECT ${ACTION_COLUMNS} FROM market.corporate_actions a
        WHERE ($1::text IS NULL OR a.isin = $1) ORDER BY a.ex_date DESC, a.isin, a.kind, a.id LIMIT $2`,
      [isin ?? null, limit],
    )) as ActionRow[];
  }
}
