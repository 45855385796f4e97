import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CorporateAction } from '@app/contracts';
import type { EntryRow } from '../watchlist/entry-row.js';

export interface Rescaled {
  changed: EntryRow[];
  /** Entries that became the same target as another of the user's on the instrument, merged into it. */
  removed: string[];
}

/** Rescales watchlist targets for a split or bonus, once per action. */
@Injectable()
export class TargetRescaleRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /**
   * In one transaction: records the action (a second delivery finds it and changes nothing), then
   * divides every target of the instruments set before the ex-date (IST) by the factor. Targets are
   * moved in price order, so one never lands on another's old price before that one has moved.
   */
  async applyOnce(a: CorporateAction, tokens: readonly number[]): Promise<Rescaled | null> {
    const num = a.ratio_numerator!;
    const den = a.ratio_denominator!;
    return this.ds.transaction(async (tx) => {
      // An INSERT answers its RETURNING rows: none when the action was applied before.
      const inserted = (await tx.query(
        `INSERT INTO alerts.corporate_actions_applied (action_id, isin, ex_date, ratio_numerator, ratio_denominator)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING action_id`,
        [a.id, a.isin, a.ex_date, num, den],
      )) as { action_id: string }[];
      if (inserted.length === 0) return null;
      const ids = (await tx.query(
        `SELECT id FROM alerts.watchlist_entries
          WHERE instrument_token = ANY($1::bigint[]) AND target_set_at < ($2::date::timestamp AT TIME ZONE 'Asia/Kolkata')
          ORDER BY target_price ${num > den ? 'ASC' : 'DESC'} FOR UPDATE`,
        [tokens, a.ex_date],
      )) as { id: string }[];
      const out: Rescaled = { changed: [], removed: [] };
      for (const { id } of ids) {
        const row = await this.rescaleOne(tx, id, num, den);
        if (row) out.changed.push(row);
        else {
          await tx.query('DELETE FROM alerts.watchlist_entries WHERE id = $1', [id]);
          out.removed.push(id);
        }
      }
      await tx.query('UPDATE alerts.corporate_actions_applied SET targets_rescaled = $2 WHERE action_id = $1', [
        a.id,
        out.changed.length,
      ]);
      return out;
    });
  }

  /** target / factor to 4 places (never below the smallest storable price); null when the user already has that target. */
  private async rescaleOne(tx: EntityManager, id: string, num: number, den: number): Promise<EntryRow | null> {
    const [rows] = (await tx.query(
      `UPDATE alerts.watchlist_entries e
          SET target_price = GREATEST(round(e.target_price * $3 / $2, 4), 0.0001), updated_at = now()
        WHERE e.id = $1 AND NOT EXISTS (
          SELECT 1 FROM alerts.watchlist_entries o
           WHERE o.user_id = e.user_id AND o.instrument_token = e.instrument_token AND o.id <> e.id
             AND o.target_price = GREATEST(round(e.target_price * $3 / $2, 4), 0.0001))
        RETURNING *`,
      [id, num, den],
    )) as [EntryRow[], number];
    return rows[0] ?? null;
  }
}
